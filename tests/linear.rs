//! `linear` (`x · wᵀ + b`) against a naive loop, on shapes that reach every GEMM kernel with
//! the bias: few rows, panels, packed (several inner blocks), the strided-lhs fallback, the
//! integer loop, no inner axis, batch axes, and products split over threads.

use typed_tensor::{element::MatmulElement, shape, Element, Tensor};

/// Deterministic values in [-1, 1) (integers in -4..4) with no pattern a kernel could hide.
fn values<T: Element>(n: usize, seed: u64) -> Vec<T> {
    (0..n as u64)
        .map(|i| {
            let h = (i ^ seed.wrapping_mul(0x9E37_79B9)).wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40;
            T::from((h % 8) as f64 - 4.0).unwrap() / T::from(4).unwrap()
        })
        .collect()
}

fn dyn2<T: Element>(dims: [usize; 2], seed: u64) -> Tensor<T, shape![dyn, dyn]> {
    Tensor::from_shape_vec(&dims, values(dims[0] * dims[1], seed)).unwrap()
}

/// `x · wᵀ + b` by the definition, in f64, for row-major `x` of `[rows, inner]`.
fn reference(x: &[f64], w: &[f64], b: &[f64], rows: usize, inner: usize) -> Vec<f64> {
    let out = b.len();
    let mut y = vec![0.0; rows * out];
    for r in 0..rows {
        for o in 0..out {
            y[r * out + o] = b[o]
                + (0..inner)
                    .map(|i| x[r * inner + i] * w[o * inner + i])
                    .sum::<f64>();
        }
    }
    y
}

fn to_f64<T: Element>(v: Vec<T>) -> Vec<f64> {
    v.into_iter().map(|x| x.to_f64().unwrap()).collect()
}

/// Checks `x.linear(w, b)` for `x` as given (any layout) and `w` both contiguous and as the
/// transpose of a contiguous `[inner, out]`.
fn check<T: MatmulElement>(
    rows: usize,
    inner: usize,
    out: usize,
    x_transposed: bool,
    tolerance: f64,
) {
    let x = if x_transposed {
        dyn2::<T>([inner, rows], 1).t()
    } else {
        dyn2::<T>([rows, inner], 1)
    };
    let b = Tensor::<T, shape![dyn]>::from_shape_vec(&[out], values(out, 3)).unwrap();
    let w = dyn2::<T>([out, inner], 2);
    let w_view = w.t().contiguous().t();
    let want = reference(
        &to_f64(x.to_vec()),
        &to_f64(w.to_vec()),
        &to_f64(b.to_vec()),
        rows,
        inner,
    );
    for (form, weight) in [("contiguous weight", &w), ("transposed weight", &w_view)] {
        let y = x.linear(weight, &b);
        assert_eq!(y.dims(), [rows, out]);
        for (i, (got, want)) in to_f64(y.to_vec()).iter().zip(&want).enumerate() {
            assert!(
                (got - want).abs() <= tolerance * (1.0 + want.abs()),
                "{rows}x{inner}x{out} {form} [{i}]: {got} vs {want}"
            );
        }
    }
}

#[test]
fn every_kernel_adds_the_bias_once() {
    for transposed in [false, true] {
        check::<f32>(5, 64, 40, transposed, 1e-5); // few rows
        check::<f32>(100, 64, 37, transposed, 1e-5); // panels, a partial tile
        check::<f32>(300, 300, 77, transposed, 1e-5); // packed, two inner blocks
        check::<f64>(70, 513, 33, transposed, 1e-12); // three inner blocks
        check::<f32>(1, 16, 3, transposed, 1e-6);
        check::<i32>(9, 300, 21, transposed, 0.0); // the integer loop
    }
}

#[test]
fn no_inner_axis_gives_the_bias_on_every_row() {
    let x = Tensor::<f32, shape![3, 0]>::zeros();
    let w = Tensor::<f32, shape![2, 0]>::zeros();
    let b = Tensor::<f32, shape![2]>::from_vec(vec![1.5, -2.0]).unwrap();
    assert_eq!(x.linear(&w, &b).to_vec(), [1.5, -2.0, 1.5, -2.0, 1.5, -2.0]);
    let empty = Tensor::<f32, shape![0, 4]>::zeros();
    let w = Tensor::<f32, shape![2, 4]>::zeros();
    assert!(empty.linear(&w, &b).to_vec().is_empty());
}

#[test]
fn leading_axes_are_batch_axes_and_a_vector_is_one_row() {
    let x = Tensor::<f32, shape![2, 7, 16]>::from_vec(values(2 * 7 * 16, 5)).unwrap();
    let w = Tensor::<f32, shape![8, 16]>::from_vec(values(8 * 16, 6)).unwrap();
    let b = Tensor::<f32, shape![8]>::from_vec(values(8, 7)).unwrap();
    let y: Tensor<f32, shape![2, 7, 8]> = x.linear(&w, &b);
    let want = (x.matmul(&w.t()) + &b).to_vec();
    for (got, want) in y.to_vec().iter().zip(&want) {
        assert!((got - want).abs() <= 1e-6, "{got} vs {want}");
    }
    let v = Tensor::<f32, shape![16]>::from_vec(values(16, 8)).unwrap();
    let yv: Tensor<f32, shape![8]> = v.linear(&w, &b);
    let want = (v.matmul(&w.t()) + &b).to_vec();
    for (got, want) in yv.to_vec().iter().zip(&want) {
        assert!((got - want).abs() <= 1e-6, "{got} vs {want}");
    }
}

#[test]
fn products_split_over_threads_add_the_bias_to_each_block() {
    typed_tensor::runtime::set_matmul_split_policy(
        typed_tensor::runtime::MatmulSplitPolicy::Always,
    );
    typed_tensor::runtime::set_matmul_parallel_min_fmas(0);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(0);
    check::<f64>(301, 200, 131, false, 1e-12); // row blocks
    check::<f64>(5, 200, 1203, false, 1e-12); // column blocks, the last one narrower
    check::<f32>(9, 150, 260, true, 1e-5);
}

#[test]
fn a_dyn_bias_of_another_length_is_an_error() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let w = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[4, 3]).unwrap();
    let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    assert_eq!(
        x.try_linear(&w, &b).unwrap_err().to_string(),
        "The size of tensor a (4) must match the size of tensor b (3) at non-singleton \
         dimension 1 (shapes [2, 4] and [3])"
    );
    let w5 = Tensor::<f32, shape![dyn, dyn]>::zeros_with_dims(&[4, 5]).unwrap();
    let b4 = Tensor::<f32, shape![4]>::zeros();
    assert_eq!(
        x.try_linear(&w5, &b4).unwrap_err().to_string(),
        "mat1 and mat2 shapes cannot be multiplied (2x3 and 5x4) (shapes [2, 3] and [5, 4])"
    );
}
