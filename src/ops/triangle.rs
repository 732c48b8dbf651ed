//! `tril` and `triu`: the lower or upper triangle of the matrices of the last two axes, the
//! other elements zero (`false` for `bool`), PyTorch's `torch.tril` and `torch.triu`.

use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::Shape;
use crate::Tensor;
use core::marker::PhantomData;

/// A build-time check that the shape has the two axes of a matrix (evaluated by `cargo build`,
/// not `cargo check`): the rank is in the type, so a vector's `tril` does not compile.
struct MatrixRank<S>(PhantomData<S>);

impl<S: Shape> MatrixRank<S> {
    const OK: () = if S::RANK < 2 {
        fail(Self::MESSAGE.as_str())
    };

    const MESSAGE: ConstStr = ConstStr::new()
        .push("tril/triu: shape ")
        .shape(S::DIM_NAMES)
        .push(" has rank ")
        .num(S::RANK)
        .push("; the triangles are of the last two axes, so at least 2");
}

impl<T: Copy + Default + Send + Sync, S: Shape> Tensor<T, S> {
    /// The lower triangle of each matrix of the last two axes: element `[.., i, j]` kept where
    /// `j <= i + diagonal`, the others zero (`T::default()`: `false` for `bool`), PyTorch's
    /// `torch.tril(x, diagonal)`. `diagonal` 0 is the main diagonal, positive ones above it. A
    /// rank below 2 fails the build (a const assertion: `cargo build`, not `cargo check`).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![3, 3]>::from_fn(|i| (3 * i[0] + i[1]) as i32 + 1);
    /// assert_eq!(x.tril(0).to_vec(), [1, 0, 0, 4, 5, 0, 7, 8, 9]);
    /// assert_eq!(x.tril(-1).to_vec(), [0, 0, 0, 4, 0, 0, 7, 8, 0]);
    /// // A causal mask: query i sees keys j <= i.
    /// let causal = Tensor::<bool, shape![3, 3]>::full(true).tril(0);
    /// assert_eq!(causal.to_vec(), [true, false, false, true, true, false, true, true, true]);
    /// ```
    #[track_caller]
    pub fn tril(&self, diagonal: isize) -> Tensor<T, S> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = MatrixRank::<S>::OK;
        self.triangle(diagonal, Keep::Lower)
    }

    /// The upper triangle of each matrix of the last two axes: element `[.., i, j]` kept where
    /// `j >= i + diagonal`, the others zero, PyTorch's `torch.triu(x, diagonal)` (the same
    /// build-time rank check as [`tril`](Self::tril)).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 2, 3]>::ones();
    /// assert_eq!(x.triu(1).to_vec(), [0., 1., 1., 0., 0., 1., 0., 1., 1., 0., 0., 1.]);
    /// ```
    #[track_caller]
    pub fn triu(&self, diagonal: isize) -> Tensor<T, S> {
        #[allow(clippy::let_unit_value)] // as in `tril`
        let () = MatrixRank::<S>::OK;
        self.triangle(diagonal, Keep::Upper)
    }

    /// A row-major copy with the elements outside the triangle set to `T::default()`.
    fn triangle(&self, diagonal: isize, keep: Keep) -> Tensor<T, S> {
        let mut out = self.to_owned();
        let rank = out.dims().len();
        let (rows, cols) = (out.dims()[rank - 2], out.dims()[rank - 1]);
        clear_outside(out.make_mut_slice(), rows, cols, diagonal, keep);
        out
    }
}

/// Sets the elements outside the triangle of each `rows x cols` matrix of `data` (row-major)
/// to `T::default()`. Generic over the element only: one copy per element type, not per shape.
fn clear_outside<T: Copy + Default>(
    data: &mut [T],
    rows: usize,
    cols: usize,
    diagonal: isize,
    keep: Keep,
) {
    if cols == 0 {
        return;
    }
    for (q, row) in data.chunks_exact_mut(cols).enumerate() {
        // Row `i` keeps columns `j` with `j - i <= diagonal` (lower) or `>= diagonal` (upper);
        // `bound` is `i + diagonal`, clamped into `0..=cols`.
        let i = (q % rows) as isize;
        let bound = i.saturating_add(diagonal);
        match keep {
            Keep::Lower => {
                let first_cleared = bound.saturating_add(1).clamp(0, cols as isize) as usize;
                row[first_cleared..].fill(T::default());
            }
            Keep::Upper => {
                let first_kept = bound.clamp(0, cols as isize) as usize;
                row[..first_kept].fill(T::default());
            }
        }
    }
}

/// Which triangle a [`Tensor::tril`]/[`Tensor::triu`] keeps.
#[derive(Clone, Copy)]
enum Keep {
    Lower,
    Upper,
}
