//! `split` (pieces of a given length) and `chunk` (a given number of pieces), as views, in
//! PyTorch's two forms that are easy to mix up, plus exact forms that return arrays.
//!
//! The distinction kept from PyTorch: `split::<0>(2)` of a length-2 axis gives **one** piece
//! (of length 2); `chunk::<0>(2)` gives **two** (of length 1). The `Vec` forms give a `Dyn`
//! axis and a shorter last piece when the length does not divide; the exact forms give an array
//! `[Tensor<T, S'>; N]` whose length and piece dim are in the type, so destructuring it into
//! the wrong number of names fails to build instead of failing at run time.
//!
//! Where a fixed number of pieces is wanted (`q, k, v = x.chunk(3, -1)` in PyTorch), use the
//! exact forms: `let [q, k, v] = x.chunk::<2>(3)` does not compile, because a `Vec` cannot be
//! destructured into an array pattern (E0529), while `x.chunk_exact::<2, 3, _>()` can.

use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{axis_index, Dim, Dyn, ReplaceAxis, Shape, D};
use crate::{Record, Tensor};
use core::marker::PhantomData;

/// The compile-time checks of `split_exact::<A, L, N>` (`PIECE = Some(L)`, `CHUNK = false`)
/// and `chunk_exact::<A, N, P>` (`CHUNK = true`) on shape `S`, whose axis `A` is cut into `N`
/// pieces of dim `P`. Const assertions: `cargo build`, not `cargo check`.
pub(crate) struct ExactCheck<S, P, const A: usize, const N: usize, const CHUNK: bool>(
    PhantomData<(S, P)>,
);

impl<S: Shape, P: Dim, const A: usize, const N: usize, const CHUNK: bool>
    ExactCheck<S, P, A, N, CHUNK>
{
    /// The axis number `A` stands for ([`LAST`](crate::LAST) resolved).
    const AXIS: usize = axis_index(A, S::RANK);

    pub(crate) const OK: () = {
        if CHUNK && N == 0 {
            fail(Self::MESSAGE.as_str());
        }
        if let Some(size) = S::STATIC_DIMS[Self::AXIS] {
            if !exact_fits(size, N, P::SIZE, CHUNK) {
                fail(Self::MESSAGE.as_str());
            }
        }
    };

    const MESSAGE: ConstStr = {
        let op = if CHUNK { "chunk_exact" } else { "split_exact" };
        let start = ConstStr::new()
            .push(op)
            .push("(): axis ")
            .num(Self::AXIS)
            .push(" of shape ")
            .shape(S::DIM_NAMES)
            .push(" is ")
            .push(S::DIM_NAMES[Self::AXIS])
            .push(", which is not ")
            .num(N)
            .push(" pieces");
        if P::SIZE.is_some() {
            start.push(" of ").push(P::NAME)
        } else {
            start.push(" of equal size")
        }
    };
}

/// Whether an axis of `size` is exactly `n` pieces of `piece` (any equal size when `None`):
/// by length (`split_exact`, where a length of 0 is PyTorch's one piece of an empty axis) or
/// by count (`chunk_exact`, where an empty axis is `n` empty pieces).
const fn exact_fits(size: usize, n: usize, piece: Option<usize>, by_count: bool) -> bool {
    if by_count {
        let equal = n > 0 && size.is_multiple_of(n);
        match piece {
            Some(len) => equal && size / n == len,
            None => equal,
        }
    } else {
        match piece {
            Some(0) => size == 0 && n == 1,
            Some(len) => match n.checked_mul(len) {
                Some(total) => total == size,
                None => false,
            },
            None => false,
        }
    }
}

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// Axis `A` cut into pieces of length `size` (the last one shorter when `size` does not
    /// divide the axis), as views: PyTorch's `x.split(size, A)`. Each piece's axis `A` is
    /// `Dyn`. **By length**, unlike [`chunk`](Self::chunk), which is by count: `split(2)` of a
    /// length-2 axis gives one piece.
    ///
    /// An empty axis gives one empty piece. Panics with the message of
    /// [`try_split`](Self::try_split) when `size` is 0 and the axis is not empty.
    ///
    /// The pieces come in a `Vec`, whose length is known only at run time: for a fixed
    /// number of pieces of a fixed length, to destructure (`let [a, b] = ...`) or to keep the
    /// piece length in the type, use [`split_exact`](Self::split_exact).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![5, 2]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let pieces = x.split::<0>(2); // Vec<Tensor<i32, shape![dyn, 2]>>
    /// let lengths: Vec<usize> = pieces.iter().map(|p| p.dims()[0]).collect();
    /// assert_eq!(lengths, [2, 2, 1]);
    /// assert_eq!(pieces[2].to_vec(), [40, 41]);
    ///
    /// // The seed's distinction: split by length 2 gives one piece, chunk into 2 gives two.
    /// let pair = Tensor::<i32, shape![2]>::from_vec(vec![7, 8]).unwrap();
    /// assert_eq!(pair.split::<0>(2).len(), 1);
    /// assert_eq!(pair.chunk::<0>(2).len(), 2);
    /// ```
    #[track_caller]
    pub fn split<const A: usize>(
        &self,
        size: usize,
    ) -> Vec<Tensor<T, <S as ReplaceAxis<A, Dyn>>::Output, R>>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        self.try_split::<A>(size).or_panic()
    }

    /// [`split`](Self::split), with an `Err` when `size` is 0 and the axis is not empty, or
    /// when the `Vec` of pieces cannot be allocated (a broadcast axis can be longer than
    /// memory). For a fixed number of pieces, see [`try_split_exact`](Self::try_split_exact).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![3]>::zeros();
    /// assert_eq!(
    ///     x.try_split::<0>(0).unwrap_err().to_string(),
    ///     "split(): cannot split dimension 0 of size 3 (dims [3]): a piece length of 0 \
    ///      needs an empty dimension"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_split<const A: usize>(
        &self,
        size: usize,
    ) -> Result<Vec<Tensor<T, <S as ReplaceAxis<A, Dyn>>::Output, R>>, ShapeError>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        let axis = <S as ReplaceAxis<A, Dyn>>::INDEX;
        let len = self.dims()[axis];
        if size == 0 && len > 0 {
            return Err(self.split_error(
                "split",
                axis,
                "a piece length of 0 needs an empty dimension".into(),
            ));
        }
        self.pieces("split", axis, size, piece_count(len, size))
    }

    /// Axis `A` cut into `chunks` pieces of equal length, rounded up (PyTorch's
    /// `x.chunk(chunks, A)`), as views whose axis `A` is `Dyn`. **By count**, unlike
    /// [`split`](Self::split), which is by length: `chunk(2)` of a length-2 axis gives two
    /// pieces.
    ///
    /// As in PyTorch, the pieces have length `ceil(len / chunks)` and the last one is shorter,
    /// so there can be fewer than `chunks` pieces (5 into 4 gives lengths 2, 2, 1); an empty
    /// axis gives `chunks` empty pieces. Panics like [`try_chunk`](Self::try_chunk) when
    /// `chunks` is 0.
    ///
    /// The pieces come in a `Vec`, whose length is known only at run time, so
    /// `let [q, k, v] = x.chunk::<2>(3)` does not compile (E0529: a `Vec` is not an array).
    /// Where a fixed number of pieces is wanted, use [`chunk_exact`](Self::chunk_exact):
    /// `let [q, k, v] = x.chunk_exact::<2, 3, _>()`, an array, with the piece dim in the type.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 5]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let pieces = x.chunk::<1>(4);
    /// let lengths: Vec<usize> = pieces.iter().map(|p| p.dims()[1]).collect();
    /// assert_eq!(lengths, [2, 2, 1]);
    /// assert_eq!(pieces[1].to_vec(), [2, 3, 12, 13]);
    ///
    /// // A fixed number of pieces to destructure: the exact form.
    /// let qkv = Tensor::<f32, shape![4, 6]>::zeros();
    /// let [q, k, v]: [Tensor<f32, shape![4, 2]>; 3] = qkv.chunk_exact::<1, 3, _>();
    /// assert_eq!((q.dims(), k.dims(), v.dims()), (&[4, 2][..], &[4, 2][..], &[4, 2][..]));
    /// ```
    #[track_caller]
    pub fn chunk<const A: usize>(
        &self,
        chunks: usize,
    ) -> Vec<Tensor<T, <S as ReplaceAxis<A, Dyn>>::Output, R>>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        self.try_chunk::<A>(chunks).or_panic()
    }

    /// [`chunk`](Self::chunk), with an `Err` when `chunks` is 0, or when the `Vec` of pieces
    /// cannot be allocated (an empty axis gives `chunks` of them). For a fixed number of
    /// pieces, see [`try_chunk_exact`](Self::try_chunk_exact).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![3]>::zeros();
    /// assert_eq!(
    ///     x.try_chunk::<0>(0).unwrap_err().to_string(),
    ///     "chunk(): cannot split dimension 0 of size 3 (dims [3]): the number of chunks must be \
    ///      greater than 0"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_chunk<const A: usize>(
        &self,
        chunks: usize,
    ) -> Result<Vec<Tensor<T, <S as ReplaceAxis<A, Dyn>>::Output, R>>, ShapeError>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        let axis = <S as ReplaceAxis<A, Dyn>>::INDEX;
        if chunks == 0 {
            return Err(self.split_error(
                "chunk",
                axis,
                "the number of chunks must be greater than 0".into(),
            ));
        }
        let len = self.dims()[axis];
        if len == 0 {
            return self.pieces("chunk", axis, 0, chunks);
        }
        let size = len.div_ceil(chunks);
        self.pieces("chunk", axis, size, piece_count(len, size))
    }

    /// Axis `A` cut into exactly `N` pieces of length `L`, as an array of views whose axis `A`
    /// is `D<L>`: `let [a, b] = x.split_exact::<0, 3, 2>()`. **By length**, as
    /// [`split`](Self::split).
    ///
    /// On a static axis, `N * L` must be its size: otherwise the build fails (a const
    /// assertion, `cargo build`, not `cargo check`) with a message naming the shape, the axis
    /// and both numbers, where PyTorch's `a, b = x.split(2)` fails at run time. A `Dyn` axis is
    /// checked at run time: this panics like [`try_split_exact`](Self::try_split_exact). As
    /// in PyTorch, `L = 0` is one piece of an empty axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![6, 2]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let [a, b]: [Tensor<i32, shape![3, 2]>; 2] = x.split_exact::<0, 3, 2>();
    /// assert_eq!((a.to_vec(), b.to_vec()), (vec![0, 1, 10, 11, 20, 21], vec![30, 31, 40, 41, 50, 51]));
    /// // A length-2 axis split by length 2 is one piece.
    /// let [whole] = x.narrow_static::<0, 2>(0).split_exact::<0, 2, 1>();
    /// assert_eq!(whole.dims(), &[2, 2]);
    /// ```
    #[track_caller]
    pub fn split_exact<const A: usize, const L: usize, const N: usize>(
        &self,
    ) -> [Tensor<T, <S as ReplaceAxis<A, D<L>>>::Output, R>; N]
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ExactCheck::<S, D<L>, A, N, false>::OK;
        self.split_exact_unchecked::<A, L, N>().or_panic()
    }

    /// [`split_exact`](Self::split_exact), with an `Err` when a `Dyn` axis is not `N * L` long.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![dyn]>::from_shape_vec(&[4], vec![1, 2, 3, 4]).unwrap();
    /// let [a, b] = x.try_split_exact::<0, 2, 2>().unwrap();
    /// assert_eq!((a.to_vec(), b.to_vec()), (vec![1, 2], vec![3, 4]));
    /// assert_eq!(
    ///     x.try_split_exact::<0, 3, 1>().unwrap_err().to_string(),
    ///     "split_exact(): cannot split dimension 0 of size 4 (dims [4]): it is not 1 pieces of length 3"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_split_exact<const A: usize, const L: usize, const N: usize>(
        &self,
    ) -> Result<[Tensor<T, <S as ReplaceAxis<A, D<L>>>::Output, R>; N], ShapeError>
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ExactCheck::<S, D<L>, A, N, false>::OK;
        self.split_exact_unchecked::<A, L, N>()
    }

    /// `try_split_exact` without the build-time check, which each public form evaluates itself
    /// so that the error names the caller's line.
    #[allow(clippy::type_complexity)]
    pub(crate) fn split_exact_unchecked<const A: usize, const L: usize, const N: usize>(
        &self,
    ) -> Result<[Tensor<T, <S as ReplaceAxis<A, D<L>>>::Output, R>; N], ShapeError>
    where
        S: ReplaceAxis<A, D<L>>,
    {
        let axis = <S as ReplaceAxis<A, D<L>>>::INDEX;
        if !exact_fits(self.dims()[axis], N, Some(L), false) {
            return Err(self.split_error(
                "split_exact",
                axis,
                format!("it is not {N} pieces of length {L}"),
            ));
        }
        Ok(self.piece_array(axis, L))
    }

    /// Axis `A` cut into exactly `N` pieces of equal length, as an array of views whose axis
    /// `A` is the dim `P` (`D<L>`, or `Dyn`): `let [a, b] = x.chunk_exact::<0, 2, _>()`, with
    /// `P` inferred from an annotation. **By count**, as [`chunk`](Self::chunk).
    ///
    /// The exact form asks for equal pieces, so the axis must divide by `N` (PyTorch's `chunk`
    /// would return fewer or shorter pieces instead). On a static axis that, and a static `P`
    /// being the quotient, are checked when building (a const assertion, `cargo build`, not
    /// `cargo check`, naming the shape, the axis and the numbers); `N = 0` fails the build
    /// too. A `Dyn` axis is checked at run time: this panics like
    /// [`try_chunk_exact`](Self::try_chunk_exact).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor, LAST};
    /// let x = Tensor::<i32, shape![2, 4]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let [left, right]: [Tensor<i32, shape![2, 2]>; 2] = x.chunk_exact::<LAST, 2, _>();
    /// assert_eq!((left.to_vec(), right.to_vec()), (vec![0, 1, 10, 11], vec![2, 3, 12, 13]));
    /// // A length-2 axis chunked into 2 is two pieces of length one.
    /// let pair = Tensor::<i32, shape![2]>::from_vec(vec![7, 8]).unwrap();
    /// let [a, b]: [Tensor<i32, shape![1]>; 2] = pair.chunk_exact::<0, 2, _>();
    /// assert_eq!((a.to_vec(), b.to_vec()), (vec![7], vec![8]));
    /// ```
    #[track_caller]
    pub fn chunk_exact<const A: usize, const N: usize, P: Dim>(
        &self,
    ) -> [Tensor<T, <S as ReplaceAxis<A, P>>::Output, R>; N]
    where
        S: Shape + ReplaceAxis<A, P>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ExactCheck::<S, P, A, N, true>::OK;
        self.chunk_exact_unchecked::<A, N, P>().or_panic()
    }

    /// [`chunk_exact`](Self::chunk_exact), with an `Err` when a `Dyn` axis does not divide
    /// into `N` pieces of `P`.
    ///
    /// ```
    /// use typed_tensor::{shape, Dyn, Tensor};
    /// let x = Tensor::<i32, shape![dyn]>::from_shape_vec(&[6], vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let [a, b, c] = x.try_chunk_exact::<0, 3, Dyn>().unwrap();
    /// assert_eq!((a.to_vec(), b.to_vec(), c.to_vec()), (vec![1, 2], vec![3, 4], vec![5, 6]));
    /// assert_eq!(
    ///     x.try_chunk_exact::<0, 4, Dyn>().unwrap_err().to_string(),
    ///     "chunk_exact(): cannot split dimension 0 of size 6 (dims [6]): it is not 4 pieces of equal size"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_chunk_exact<const A: usize, const N: usize, P: Dim>(
        &self,
    ) -> Result<[Tensor<T, <S as ReplaceAxis<A, P>>::Output, R>; N], ShapeError>
    where
        S: Shape + ReplaceAxis<A, P>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ExactCheck::<S, P, A, N, true>::OK;
        self.chunk_exact_unchecked::<A, N, P>()
    }

    /// `try_chunk_exact` without the build-time check (see `split_exact_unchecked`).
    #[allow(clippy::type_complexity)]
    pub(crate) fn chunk_exact_unchecked<const A: usize, const N: usize, P: Dim>(
        &self,
    ) -> Result<[Tensor<T, <S as ReplaceAxis<A, P>>::Output, R>; N], ShapeError>
    where
        S: ReplaceAxis<A, P>,
    {
        let axis = <S as ReplaceAxis<A, P>>::INDEX;
        let len = self.dims()[axis];
        if !exact_fits(len, N, P::SIZE, true) {
            let piece = match P::SIZE {
                Some(_) => format!("of {}", P::NAME),
                None => "of equal size".to_string(),
            };
            return Err(self.split_error(
                "chunk_exact",
                axis,
                format!("it is not {N} pieces {piece}"),
            ));
        }
        Ok(self.piece_array(axis, len / N))
    }

    /// `count` views of `size` indices each along `axis`, the last one cut at the axis's end;
    /// an `Err` of op `op` when the `Vec` of them cannot be allocated (a broadcast axis, or
    /// an empty one in many chunks, can ask for more pieces than memory holds).
    fn pieces<S2>(
        &self,
        op: &'static str,
        axis: usize,
        size: usize,
        count: usize,
    ) -> Result<Vec<Tensor<T, S2, R>>, ShapeError> {
        let len = self.dims()[axis];
        // The record's room for a rule per piece first (the larger, when recording).
        self.record().try_reserve(op, count)?;
        let mut pieces = kernel::vec_with_capacity(count).in_op(op)?;
        pieces.extend((0..count).map(|k| {
            let start = (k * size).min(len);
            let piece = size.min(len - start);
            self.narrow_view("split", axis, start, piece)
                .expect("every piece lies inside the axis")
        }));
        Ok(pieces)
    }

    /// `N` views of `size` indices each along `axis`, which the caller has checked is `N * size`.
    fn piece_array<S2, const N: usize>(&self, axis: usize, size: usize) -> [Tensor<T, S2, R>; N] {
        core::array::from_fn(|k| {
            self.narrow_view("split", axis, k * size, size)
                .expect("the caller checked that the pieces fill the axis")
        })
    }

    fn split_error(&self, op: &'static str, axis: usize, reason: String) -> ShapeError {
        ShapeError::Split {
            op,
            dims: self.dims().to_vec(),
            axis,
            reason,
        }
    }
}

/// How many pieces of `size` an axis of `len` gives in PyTorch's `split`: at least one, so an
/// empty axis gives one empty piece.
fn piece_count(len: usize, size: usize) -> usize {
    if size == 0 {
        1
    } else {
        len.div_ceil(size).max(1)
    }
}
