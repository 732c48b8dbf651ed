//! Matrix products checked against a naive reference written here: `torch.matmul`'s rank
//! promotion and batch broadcasting done by hand with row-major offsets, then a triple loop.
//!
//! Random shapes cover every rank pair 1..=4 x 1..=4 with sizes 0..=5 (so size-0 batch, row,
//! inner and column dims), batch axes of size one that broadcast, and f32, f64 and i32. The
//! values are small integers, so every float sum is exact and results compare with `==`.

use proptest::prelude::*;
use typed_tensor::{axes, element::MatmulElement, shape, shape::MatmulWith, Dyn, Shape, Tensor, D};

// ---------------------------------------------------------------------------------------------
// Reference.

/// `torch.matmul` of row-major `a` (dims `ad`) and `b` (dims `bd`), by definition: the result's
/// dims and elements.
fn reference(a: &[i64], ad: &[usize], b: &[i64], bd: &[usize]) -> (Vec<usize>, Vec<i64>) {
    assert!(!ad.is_empty() && !bd.is_empty());
    // Promote vectors to matrices: a row on the left, a column on the right.
    let a2: Vec<usize> = if ad.len() == 1 {
        vec![1, ad[0]]
    } else {
        ad.to_vec()
    };
    let b2: Vec<usize> = if bd.len() == 1 {
        vec![bd[0], 1]
    } else {
        bd.to_vec()
    };
    let (n, k) = (a2[a2.len() - 2], a2[a2.len() - 1]);
    let (k2, m) = (b2[b2.len() - 2], b2[b2.len() - 1]);
    assert_eq!(k, k2);
    let (ab, bb) = (&a2[..a2.len() - 2], &b2[..b2.len() - 2]);
    let rank = ab.len().max(bb.len());
    let at = |dims: &[usize], axis: usize| (axis + dims.len()).checked_sub(rank).map(|i| dims[i]);
    let batch: Vec<usize> = (0..rank)
        .map(|axis| {
            let (x, y) = (at(ab, axis).unwrap_or(1), at(bb, axis).unwrap_or(1));
            assert!(x == y || x == 1 || y == 1);
            if x == 1 {
                y
            } else {
                x
            }
        })
        .collect();
    // Row-major offset of a batch index in an operand's own batch dims (size one repeats).
    let batch_offset = |dims: &[usize], index: &[usize]| {
        let lead = rank - dims.len();
        dims.iter().enumerate().fold(0, |acc, (axis, &d)| {
            acc * d + if d == 1 { 0 } else { index[lead + axis] }
        })
    };
    let items: usize = batch.iter().product();
    let mut out = Vec::new();
    let mut index = vec![0; rank];
    for _ in 0..items {
        let a_base = batch_offset(ab, &index) * n * k;
        let b_base = batch_offset(bb, &index) * k * m;
        for i in 0..n {
            for j in 0..m {
                let mut sum = 0i64;
                for p in 0..k {
                    sum += a[a_base + i * k + p] * b[b_base + p * m + j];
                }
                out.push(sum);
            }
        }
        for axis in (0..rank).rev() {
            index[axis] += 1;
            if index[axis] < batch[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
    let mut dims = batch;
    if ad.len() >= 2 {
        dims.push(n);
    }
    if bd.len() >= 2 {
        dims.push(m);
    }
    (dims, out)
}

/// A small deterministic generator, seeded by proptest.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    fn values(&mut self, count: usize) -> Vec<i64> {
        (0..count).map(|_| self.below(9) as i64 - 4).collect()
    }
}

/// Random dims for a product of ranks `r1` and `r2` that `torch.matmul` accepts: batch axes
/// of size 0..=3, each operand's batch axis randomly 1 (broadcast), rows/inner/cols 0..=5.
fn random_dims(rng: &mut Rng, r1: usize, r2: usize) -> (Vec<usize>, Vec<usize>) {
    let (b1, b2) = (r1.saturating_sub(2), r2.saturating_sub(2));
    let rank = b1.max(b2);
    let batch: Vec<usize> = (0..rank).map(|_| rng.below(4) as usize).collect();
    let mut pick = |axis: usize| if rng.below(3) == 0 { 1 } else { batch[axis] };
    let mut a: Vec<usize> = (rank - b1..rank).map(&mut pick).collect();
    let mut b: Vec<usize> = (rank - b2..rank).map(&mut pick).collect();
    let (n, k, m) = (
        rng.below(6) as usize,
        rng.below(6) as usize,
        rng.below(6) as usize,
    );
    if r1 >= 2 {
        a.push(n);
    }
    a.push(k);
    b.push(k);
    if r2 >= 2 {
        b.push(m);
    }
    (a, b)
}

fn cast<T: MatmulElement>(values: &[i64]) -> Vec<T> {
    values.iter().map(|&v| T::from(v).unwrap()).collect()
}

fn to_i64<T: MatmulElement>(values: Vec<T>) -> Vec<i64> {
    values.into_iter().map(|v| v.to_i64().unwrap()).collect()
}

/// One random product of run-time shapes `S1`, `S2` (all `Dyn`) checked against the reference.
fn check_random<T, S1, S2>(seed: u64)
where
    T: MatmulElement + num_traits::ToPrimitive,
    S1: Shape + MatmulWith<S2>,
    S2: Shape,
{
    let mut rng = Rng(seed | 1);
    let (ad, bd) = random_dims(&mut rng, S1::RANK, S2::RANK);
    let a = rng.values(ad.iter().product());
    let b = rng.values(bd.iter().product());
    let x = Tensor::<T, S1>::from_shape_vec(&ad, cast(&a)).unwrap();
    let y = Tensor::<T, S2>::from_shape_vec(&bd, cast(&b)).unwrap();
    let z = x.matmul(&y);
    let (dims, want) = reference(&a, &ad, &b, &bd);
    assert_eq!(z.dims(), &dims[..], "{ad:?} x {bd:?}");
    assert_eq!(to_i64(z.to_vec()), want, "{ad:?} x {bd:?}");
}

type R1 = (Dyn,);
type R2 = (Dyn, Dyn);
type R3 = (Dyn, Dyn, Dyn);
type R4 = (Dyn, Dyn, Dyn, Dyn);

macro_rules! every_rank_pair {
    ($seed:expr, $t:ty) => {{
        check_random::<$t, R1, R1>($seed);
        check_random::<$t, R1, R2>($seed);
        check_random::<$t, R1, R3>($seed);
        check_random::<$t, R1, R4>($seed);
        check_random::<$t, R2, R1>($seed);
        check_random::<$t, R2, R2>($seed);
        check_random::<$t, R2, R3>($seed);
        check_random::<$t, R2, R4>($seed);
        check_random::<$t, R3, R1>($seed);
        check_random::<$t, R3, R2>($seed);
        check_random::<$t, R3, R3>($seed);
        check_random::<$t, R3, R4>($seed);
        check_random::<$t, R4, R1>($seed);
        check_random::<$t, R4, R2>($seed);
        check_random::<$t, R4, R3>($seed);
        check_random::<$t, R4, R4>($seed);
    }};
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_rank_pair_f32(seed in any::<u64>()) {
        every_rank_pair!(seed, f32);
    }

    #[test]
    fn every_rank_pair_f64(seed in any::<u64>()) {
        every_rank_pair!(seed, f64);
    }

    #[test]
    fn every_rank_pair_i32(seed in any::<u64>()) {
        every_rank_pair!(seed, i32);
    }
}

/// Row-major data `0, 1, 2, ..` shifted and wrapped into small values.
fn pattern<T: MatmulElement>(count: usize, shift: i64) -> Vec<T> {
    (0..count as i64)
        .map(|i| T::from((i * 7 + shift) % 11 - 5).unwrap())
        .collect()
}

fn tensor<T: MatmulElement, S: Shape>(dims: &[usize], shift: i64) -> Tensor<T, S> {
    Tensor::from_shape_vec(dims, pattern(dims.iter().product(), shift)).unwrap()
}

/// Checks `x · y` (any layouts) against the reference on their row-major copies.
fn check_against_reference<S1: MatmulWith<S2>, S2>(x: &Tensor<f64, S1>, y: &Tensor<f64, S2>) {
    let z = x.matmul(y);
    let a: Vec<i64> = x.to_vec().iter().map(|&v| v as i64).collect();
    let b: Vec<i64> = y.to_vec().iter().map(|&v| v as i64).collect();
    let (dims, want) = reference(&a, x.dims(), &b, y.dims());
    assert_eq!(z.dims(), &dims[..]);
    assert_eq!(
        z.to_vec().iter().map(|&v| v as i64).collect::<Vec<_>>(),
        want
    );
}

// ---------------------------------------------------------------------------------------------
// Static shapes: result types and hand-computed values.

#[test]
fn hand_computed_values_and_types() {
    let a = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    let b = Tensor::<f32, shape![3, 2]>::from_vec(vec![7., 8., 9., 10., 11., 12.]).unwrap();
    // numpy: [[1,2,3],[4,5,6]] @ [[7,8],[9,10],[11,12]] = [[58,64],[139,154]]
    let c: Tensor<f32, shape![2, 2]> = a.matmul(&b);
    assert_eq!(c.to_vec(), [58., 64., 139., 154.]);
    let v = Tensor::<f32, shape![3]>::from_vec(vec![1., 0., -1.]).unwrap();
    let av: Tensor<f32, shape![2]> = a.matmul(&v);
    assert_eq!(av.to_vec(), [-2., -2.]);
    let u = Tensor::<f32, shape![2]>::from_vec(vec![1., -1.]).unwrap();
    let ua: Tensor<f32, shape![3]> = u.matmul(&a);
    assert_eq!(ua.to_vec(), [-3., -3., -3.]);
    let dot: Tensor<f32, shape![]> = v.matmul(&v);
    assert_eq!(dot.to_vec(), [2.]);
    assert_eq!(v.dot(&v).to_vec(), [2.]);
    assert_eq!(a.mv(&v).to_vec(), [-2., -2.]);
    assert_eq!(a.mm(&b).to_vec(), c.to_vec());
    // [j, 1, n, k] x [b, k, m] -> [j, b, n, m]
    let x = Tensor::<f32, shape![2, 1, 2, 3]>::ones();
    let y = Tensor::<f32, shape![4, 3, 5]>::ones();
    let z: Tensor<f32, shape![2, 4, 2, 5]> = x.matmul(&y);
    assert!(z.to_vec().iter().all(|&e| e == 3.0));
    // A vector against a batch: [k] x [b, k, m] -> [b, m]; [b, n, k] x [k] -> [b, n].
    let w: Tensor<f32, shape![4, 5]> = Tensor::<f32, shape![3]>::ones().matmul(&y);
    assert_eq!(w.dims(), &[4, 5]);
    let r: Tensor<f32, shape![2, 1, 2]> = x.matmul(&Tensor::<f32, shape![3]>::ones());
    assert_eq!(r.to_vec(), [3.0; 4]);
}

#[test]
fn one_and_dyn_inner_dims() {
    // `One` inner: the outer product.
    let col = Tensor::<i32, shape![3, 1]>::from_vec(vec![1, 2, 3]).unwrap();
    let row = Tensor::<i32, shape![1, 2]>::from_vec(vec![10, 20]).unwrap();
    let outer: Tensor<i32, shape![3, 2]> = col.matmul(&row);
    assert_eq!(outer.to_vec(), [10, 20, 20, 40, 30, 60]);
    // `Dyn` inner against a static one, either side, and `Dyn` against `One`.
    let x = Tensor::<i32, shape![2, dyn]>::from_shape_vec(&[2, 3], vec![1, 2, 3, 4, 5, 6]).unwrap();
    let w = Tensor::<i32, shape![3, 2]>::from_vec(vec![1, 0, 0, 1, 1, 1]).unwrap();
    let y: Tensor<i32, shape![2, 2]> = x.matmul(&w);
    assert_eq!(y.to_vec(), [4, 5, 10, 11]);
    let wd = Tensor::<i32, shape![dyn, 2]>::from_shape_vec(&[3, 2], w.to_vec()).unwrap();
    let s = Tensor::<i32, shape![2, 3]>::from_vec(x.to_vec()).unwrap();
    assert_eq!(s.matmul(&wd).to_vec(), [4, 5, 10, 11]);
    let dyn_col = Tensor::<i32, shape![3, dyn]>::from_shape_vec(&[3, 1], vec![1, 2, 3]).unwrap();
    assert_eq!(dyn_col.matmul(&row).to_vec(), outer.to_vec());
}

#[test]
fn dyn_mismatches_are_errors_with_pytorch_wording() {
    let x = Tensor::<f32, shape![64, dyn]>::zeros_with_dims(&[64, 784]).unwrap();
    let w = Tensor::<f32, shape![dyn, 10]>::zeros_with_dims(&[128, 10]).unwrap();
    let err = x.try_matmul(&w).unwrap_err();
    assert_eq!(
        err.to_string(),
        "mat1 and mat2 shapes cannot be multiplied (64x784 and 128x10) (shapes [64, 784] and [128, 10])"
    );
    let panic = std::panic::catch_unwind(|| x.matmul(&w)).unwrap_err();
    assert_eq!(panic.downcast_ref::<String>().unwrap(), &err.to_string());
    // A vector on either side is a row on the left, a column on the right.
    let v = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[5]).unwrap();
    assert_eq!(
        v.try_matmul(&w).unwrap_err().to_string(),
        "mat1 and mat2 shapes cannot be multiplied (1x5 and 128x10) (shapes [5] and [128, 10])"
    );
    // A matrix, or a batch folded into rows, times a vector: `torch.mv`'s message.
    let m = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[5, 2, 3]).unwrap();
    let u = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    assert_eq!(
        m.try_matmul(&u).unwrap_err().to_string(),
        "size mismatch, got input (10), mat (10x3), vec (4) (shapes [5, 2, 3] and [4])"
    );
    // A batch times a matrix: the batch folded into rows, as `torch.matmul` reports it.
    let w45 = Tensor::<f32, shape![dyn, 5]>::zeros_with_dims(&[4, 5]).unwrap();
    assert_eq!(
        m.try_matmul(&w45).unwrap_err().to_string(),
        "mat1 and mat2 shapes cannot be multiplied (10x3 and 4x5) (shapes [5, 2, 3] and [4, 5])"
    );
    // Batches on the right: `torch.bmm`'s, over the broadcast batch (PyTorch's values for
    // [3, 2, 2, 3] x [2, 4, 5]).
    let l = Tensor::<f32, shape![3, dyn, 2, 3]>::zeros_with_dims(&[3, 2, 2, 3]).unwrap();
    let r = Tensor::<f32, shape![dyn, dyn, 5]>::zeros_with_dims(&[2, 4, 5]).unwrap();
    assert_eq!(
        l.try_matmul(&r).unwrap_err().to_string(),
        "Expected size for first two dimensions of batch2 tensor to be: [6, 3] but got: [6, 4] \
         (shapes [3, 2, 2, 3] and [2, 4, 5])."
    );
    // Batch axes that do not broadcast: PyTorch's broadcasting message.
    let a = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[2, 2, 3]).unwrap();
    let b = Tensor::<f32, shape![dyn, 3, 4]>::zeros_with_dims(&[3, 3, 4]).unwrap();
    assert_eq!(
        a.try_matmul(&b).unwrap_err().to_string(),
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0 \
         (batch dims of matmul operands of shapes [2, 2, 3] and [3, 3, 4])"
    );
    // bmm does not broadcast a batch of one: PyTorch's `bmm` message.
    let one = Tensor::<f32, shape![dyn, 3, 4]>::zeros_with_dims(&[1, 3, 4]).unwrap();
    assert!(a.try_matmul(&one).is_ok());
    assert_eq!(
        a.try_bmm(&one).unwrap_err().to_string(),
        "Expected size for first two dimensions of batch2 tensor to be: [2, 3] but got: [1, 3] \
         (bmm does not broadcast the batch; shapes [2, 2, 3] and [1, 3, 4])"
    );
    // Two vectors: PyTorch's `dot` message.
    let u = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    let expected = "inconsistent tensor size, expected tensor [5] and src [4] to have the same \
                    number of elements, but got 5 and 4 elements respectively";
    assert_eq!(v.try_matmul(&u).unwrap_err().to_string(), expected);
    let panic = std::panic::catch_unwind(|| v.dot(&u)).unwrap_err();
    assert_eq!(panic.downcast_ref::<String>().unwrap(), expected);
}

// ---------------------------------------------------------------------------------------------
// Size 0.

#[test]
fn size_zero_dims() {
    // [0, k] x [k, m] -> [0, m].
    let a = Tensor::<f32, shape![0, 3]>::zeros();
    let b = Tensor::<f32, shape![3, 4]>::ones();
    let c: Tensor<f32, shape![0, 4]> = a.matmul(&b);
    assert_eq!((c.dims(), c.to_vec().len()), (&[0, 4][..], 0));
    // k = 0 gives zeros, whatever `out` held before.
    let a = Tensor::<f32, shape![2, 0]>::zeros();
    let b = Tensor::<f32, shape![0, 3]>::zeros();
    assert_eq!(a.matmul(&b).to_vec(), [0.0; 6]);
    let mut out = Tensor::<f32, shape![2, 3]>::full(f32::NAN);
    a.matmul_into(&b, &mut out);
    assert_eq!(out.to_vec(), [0.0; 6]);
    let ai = Tensor::<i32, shape![2, 0]>::zeros();
    let bi = Tensor::<i32, shape![0, 3]>::zeros();
    assert_eq!(ai.matmul(&bi).to_vec(), [0; 6]);
    let empty = Tensor::<f64, shape![0]>::zeros();
    assert_eq!(empty.dot(&empty).to_vec(), [0.0]);
    // A batch of 0.
    let x = Tensor::<f32, shape![0, 2, 3]>::zeros();
    let y = Tensor::<f32, shape![3, 2]>::zeros();
    assert_eq!(x.matmul(&y).dims(), &[0, 2, 2]);
}

// ---------------------------------------------------------------------------------------------
// Strided and broadcast operands: read through their strides, never copied.

#[test]
fn transposed_and_permuted_operands() {
    for (n, k, m) in [(3, 4, 5), (17, 33, 9), (64, 65, 66)] {
        let a = tensor::<f64, shape![dyn, dyn]>(&[n, k], 1);
        let b = tensor::<f64, shape![dyn, dyn]>(&[m, k], 2);
        let bt = b.t();
        assert!(!bt.is_contiguous());
        check_against_reference(&a, &bt);
        check_against_reference(&b.contiguous().t().t(), &a.t());
        let at = tensor::<f64, shape![dyn, dyn]>(&[k, n], 3);
        check_against_reference(&at.t(), &bt);
    }
    // A permuted 4-d view: batch axes and matrix axes both strided.
    let x = tensor::<f64, shape![3, 4, 2, 5]>(&[3, 4, 2, 5], 4);
    let p: Tensor<f64, shape![2, 3, 5, 4]> = x.permute::<axes![2, 0, 3, 1]>();
    let y = tensor::<f64, shape![4, 6]>(&[4, 6], 5);
    check_against_reference(&p, &y);
    check_against_reference(&p, &p.transpose::<2, 3>());
    // f32 through the SIMD kernel: a transposed view gives the contiguous copy's result.
    let f32x = Tensor::<f32, shape![3, 4]>::from_fn(|i| (i[0] * 4 + i[1]) as f32);
    let f32w = Tensor::<f32, shape![5, 4]>::from_fn(|i| (i[0] + 2 * i[1]) as f32 - 3.0);
    assert_eq!(
        f32x.matmul(&f32w.t()).to_vec(),
        f32x.matmul(&f32w.t().contiguous()).to_vec()
    );
}

#[test]
fn broadcast_operands_with_stride_zero() {
    // An expanded batch (stride 0) against a real one.
    let w = tensor::<f64, shape![3, 4]>(&[3, 4], 6);
    let we: Tensor<f64, shape![5, 3, 4]> = w.unsqueeze::<0>().expand();
    assert_eq!(we.strides()[0], 0);
    let x = tensor::<f64, shape![5, 4, 2]>(&[5, 4, 2], 7);
    check_against_reference(&we, &x);
    // Stride 0 inside the matrix: every row of the lhs the same vector.
    let v = tensor::<f64, shape![4]>(&[4], 8);
    let rows: Tensor<f64, shape![6, 4]> = v.unsqueeze::<0>().expand();
    assert_eq!(rows.strides(), &[0, 1]);
    check_against_reference(&rows, &x);
    let cols: Tensor<f64, shape![4, 3]> = v.unsqueeze::<1>().expand();
    assert_eq!(cols.strides(), &[1, 0]);
    check_against_reference(&rows, &cols);
    // Stride 0 along a matrix axis, a real batch axis, and an offset: `[5, 4]` selected
    // from `[5, 2, 4]` and expanded to `[5, 6, 4]` (strides `[8, 0, 1]`, offset 4).
    let source = tensor::<f64, shape![5, 2, 4]>(&[5, 2, 4], 11);
    let batched: Tensor<f64, shape![5, 6, 4]> = source.select::<1>(1).unsqueeze::<1>().expand();
    assert_eq!(batched.strides(), &[8, 0, 1]);
    check_against_reference(&batched, &x);
    check_against_reference(&x.transpose::<1, 2>(), &batched.transpose::<1, 2>());
    // Both operands broadcast on different batch axes: [2, 1, n, k] x [1, 3, k, m].
    let a = tensor::<f64, shape![2, 1, 3, 4]>(&[2, 1, 3, 4], 9);
    let b = tensor::<f64, shape![1, 3, 4, 2]>(&[1, 3, 4, 2], 10);
    check_against_reference(&a, &b);
}

// ---------------------------------------------------------------------------------------------
// The seed notes' attention case, against the broadcast-multiply-and-sum form.

#[test]
fn attention_weighting_equals_broadcast_form() {
    let w = Tensor::<f32, shape![5, 64]>::from_fn(|i| ((i[0] * 64 + i[1]) % 13) as f32 * 0.1 - 0.6);
    let x = Tensor::<f32, shape![10, 64, 2048]>::from_fn(|i| {
        ((i[0] * 7 + i[1] * 3 + i[2]) % 17) as f32 * 0.05 - 0.4
    });
    let product: Tensor<f32, shape![10, 5, 2048]> = w.matmul(&x);
    let broadcast: Tensor<f32, shape![10, 5, 2048]> =
        (&x.unsqueeze::<1>() * &w.reshape::<shape![1, 5, 64, 1]>()).sum::<2>();
    let (p, b) = (product.to_vec(), broadcast.to_vec());
    let worst = p
        .iter()
        .zip(&b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0f32, f32::max);
    assert!(worst < 1e-4, "largest difference {worst}");
}

// ---------------------------------------------------------------------------------------------
// Large products: the parallel split over batch items and over row blocks.

/// Makes every product split whenever it has the threads, whatever its size. The settings are
/// the process's, shared by the tests running beside this one: they change only which form
/// runs, and every form gives the same results.
fn split_every_time() {
    typed_tensor::runtime::set_matmul_split_policy(
        typed_tensor::runtime::MatmulSplitPolicy::Always,
    );
    typed_tensor::runtime::set_matmul_parallel_min_fmas(0);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(0);
}

#[test]
fn large_products_split_over_threads() {
    // Every size splits every time; results must not change.
    split_every_time();
    // One product, rows not a multiple of any block size: split over row blocks.
    let a = tensor::<f64, shape![dyn, dyn]>(&[301, 200], 11);
    let b = tensor::<f64, shape![dyn, dyn]>(&[200, 131], 12);
    check_against_reference(&a, &b);
    check_against_reference(&a, &b.t().contiguous().t());
    // Too few rows for two row blocks: split over column blocks, the last one narrower.
    let few = tensor::<f64, shape![dyn, dyn]>(&[5, 200], 17);
    let wide = tensor::<f64, shape![dyn, dyn]>(&[200, 1203], 18);
    check_against_reference(&few, &wide);
    check_against_reference(&few, &wide.t().contiguous().t());
    let row = tensor::<f64, shape![dyn]>(&[200], 19);
    check_against_reference(&row, &wide);
    // 260 columns: blocks of 128, 128 and 4.
    let narrow_tail = tensor::<f64, shape![dyn, dyn]>(&[200, 260], 20);
    check_against_reference(&few, &narrow_tail);
    // Many batch items, one operand broadcast.
    let x = tensor::<f64, shape![dyn, dyn, dyn]>(&[7, 90, 100], 13);
    let y = tensor::<f64, shape![dyn, dyn]>(&[100, 80], 14);
    check_against_reference(&x, &y);
    // Integers too (the blocked loop, several blocks along the inner and column axes).
    let p = tensor::<i32, shape![dyn, dyn]>(&[40, 300], 15);
    let q = tensor::<i32, shape![dyn, dyn]>(&[300, 700], 16);
    let want = reference(&to_i64(p.to_vec()), p.dims(), &to_i64(q.to_vec()), q.dims());
    assert_eq!(to_i64(p.matmul(&q).to_vec()), want.1);
    assert_eq!(to_i64(p.matmul(&q.t().contiguous().t()).to_vec()), want.1);
}

#[test]
fn products_split_inside_rayon_tasks() {
    // A split run from one of rayon's own threads takes its share there and waits for its
    // blocks by running them: tasks of a parallel loop each splitting must neither deadlock
    // nor mix up their blocks.
    use rayon::prelude::*;
    split_every_time();
    let b = tensor::<f64, shape![dyn, dyn]>(&[150, 70], 21);
    (0..8i64).into_par_iter().for_each(|seed| {
        // Row blocks (130 rows), column blocks (9 rows) and batch items, per task.
        let rows = tensor::<f64, shape![dyn, dyn]>(&[130, 150], 30 + seed);
        let few = tensor::<f64, shape![dyn, dyn]>(&[9, 150], 40 + seed);
        let items = tensor::<f64, shape![dyn, dyn, dyn]>(&[3, 20, 150], 50 + seed);
        check_against_reference(&rows, &b);
        check_against_reference(&few, &b);
        check_against_reference(&items, &b);
    });
}

#[test]
fn integer_products_wrap() {
    let a = Tensor::<i8, shape![1, 2]>::from_vec(vec![100, 100]).unwrap();
    let b = Tensor::<i8, shape![2, 1]>::from_vec(vec![2, 1]).unwrap();
    // 200 + 100 = 300 wraps to 44 in i8, as PyTorch's int8 matmul.
    assert_eq!(a.matmul(&b).to_vec(), [44]);
}

// ---------------------------------------------------------------------------------------------
// The other forms and `matmul_into`.

#[test]
fn into_reuses_or_replaces_the_buffer() {
    let a = tensor::<f64, shape![3, 4]>(&[3, 4], 17);
    let b = tensor::<f64, shape![4, 2]>(&[4, 2], 18);
    let want = a.matmul(&b).to_vec();
    let mut out = Tensor::<f64, shape![3, 2]>::full(9.0);
    a.matmul_into(&b, &mut out);
    assert_eq!(out.to_vec(), want);
    // Shared with a clone: the clone keeps its values.
    let mut shared = Tensor::<f64, shape![3, 2]>::full(9.0);
    let keep = shared.clone();
    a.matmul_into(&b, &mut shared);
    assert_eq!(
        (shared.to_vec(), keep.to_vec()),
        (want.clone(), vec![9.0; 6])
    );
    // A transposed `out` is replaced by a row-major result.
    let mut strided = Tensor::<f64, shape![2, 3]>::zeros().t();
    a.matmul_into(&b, &mut strided);
    assert_eq!(strided.to_vec(), want);
    // A `Dyn` out of the wrong size: an error, `out` unchanged.
    let ad = tensor::<f64, shape![dyn, 4]>(&[3, 4], 17);
    let mut wrong = Tensor::<f64, shape![dyn, 2]>::full_with_dims(&[2, 2], 1.0).unwrap();
    assert!(ad.try_matmul_into(&b, &mut wrong).is_err());
    assert_eq!(wrong.to_vec(), [1.0; 4]);
}

#[test]
fn bmm_mv_dot_match_matmul() {
    let a = tensor::<f32, shape![4, 2, 3]>(&[4, 2, 3], 19);
    let b = tensor::<f32, shape![4, 3, 5]>(&[4, 3, 5], 20);
    assert_eq!(a.bmm(&b).to_vec(), a.matmul(&b).to_vec());
    let m = tensor::<f32, shape![2, 3]>(&[2, 3], 21);
    let v = tensor::<f32, shape![3]>(&[3], 22);
    assert_eq!(m.mv(&v).to_vec(), m.matmul(&v).to_vec());
    let want: f32 = v.to_vec().iter().map(|x| x * x).sum();
    assert_eq!(v.dot(&v).to_vec(), [want]);
}

/// The `try_` forms give the product where the `Dyn` dims fit and the panicking form's text as
/// an `Err` where they do not.
#[test]
fn try_mm_mv_dot() {
    let m = tensor::<f32, shape![2, dyn]>(&[2, 3], 23);
    let n = tensor::<f32, shape![dyn, 4]>(&[3, 4], 24);
    let v = tensor::<f32, shape![dyn]>(&[3], 25);
    let (mv, nv, vv) = (m.to_vec(), n.to_vec(), v.to_vec());
    let mm: Vec<f32> = (0..8)
        .map(|at| {
            (0..3)
                .map(|k| mv[at / 4 * 3 + k] * nv[k * 4 + at % 4])
                .sum()
        })
        .collect();
    assert_eq!(m.try_mm(&n).unwrap().to_vec(), mm);
    let mvv: Vec<f32> = (0..2)
        .map(|i| (0..3).map(|k| mv[i * 3 + k] * vv[k]).sum())
        .collect();
    assert_eq!(m.try_mv(&v).unwrap().to_vec(), mvv);
    assert_eq!(
        v.try_dot(&v).unwrap().to_vec(),
        [vv.iter().map(|x| x * x).sum::<f32>()]
    );
    let short = tensor::<f32, shape![dyn]>(&[2], 26);
    let wide = tensor::<f32, shape![dyn, 4]>(&[2, 4], 27);
    for (err, call) in [
        (
            m.try_mm(&wide).unwrap_err(),
            std::panic::catch_unwind(|| m.mm(&wide)).unwrap_err(),
        ),
        (
            m.try_mv(&short).unwrap_err(),
            std::panic::catch_unwind(|| m.mv(&short)).unwrap_err(),
        ),
        (
            v.try_dot(&short).unwrap_err(),
            std::panic::catch_unwind(|| v.dot(&short)).unwrap_err(),
        ),
    ] {
        assert_eq!(call.downcast_ref::<String>().unwrap(), &err.to_string());
    }
}

/// The generic function compiles with no bound and runs with a `Dyn` batch.
fn linear<B: typed_tensor::Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, D<I>)>,
    w: &Tensor<f32, (D<I>, D<O>)>,
) -> Tensor<f32, (B, D<O>)> {
    x.matmul(w)
}

#[test]
fn generic_linear_with_a_dyn_batch() {
    let x = Tensor::<f32, shape![dyn, 3]>::from_shape_vec(&[2, 3], vec![1., 2., 3., 4., 5., 6.])
        .unwrap();
    let w = Tensor::<f32, shape![3, 1]>::from_vec(vec![1., 1., 1.]).unwrap();
    // `D<1>` is not a shape on this branch yet, so the output size is `One`-free: use 2.
    let w2 = Tensor::<f32, shape![3, 2]>::from_fn(|i| (i[0] + i[1]) as f32);
    let y = linear(&x, &w2);
    assert_eq!(y.dims(), &[2, 2]);
    assert_eq!(y.to_vec(), [8., 14., 17., 32.]);
    assert_eq!(x.matmul(&w).to_vec(), [6., 15.]);
}

#[test]
fn an_output_whose_element_count_overflows_is_an_error() {
    // Both operands are empty, but the product would be [2^40, 2^40].
    let a = Tensor::<f32, shape![dyn, dyn]>::zeros_with_dims(&[1 << 40, 0]).unwrap();
    let b = Tensor::<f32, shape![dyn, dyn]>::zeros_with_dims(&[0, 1 << 40]).unwrap();
    let err = a.try_matmul(&b).unwrap_err().to_string();
    assert!(
        err.starts_with("the element count of dims [1099511627776, 1099511627776] is too large"),
        "{err}"
    );
}

#[test]
fn split_and_one_thread_forms_give_the_same_bits() {
    // The timed policy may pick either form from one call to the next, so both must round
    // alike: a product's result cannot depend on the machine's load. Values with many
    // significant bits, so that any change of summation order shows.
    fn fractions<S: Shape>(dims: &[usize], seed: u32) -> Tensor<f32, S> {
        let count: usize = dims.iter().product();
        let values = (0..count as u32).map(|i| ((i * 7919 + seed) % 1009) as f32 / 1009.0 - 0.37);
        Tensor::from_shape_vec(dims, values.collect()).unwrap()
    }
    fn bits<S: Shape>(t: Tensor<f32, S>) -> Vec<u32> {
        t.to_vec().iter().map(|v| v.to_bits()).collect()
    }
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    // 261 rows: the row split leaves a last block of 5 rows.
    let a = fractions::<shape![dyn, dyn]>(&[261, 260], 21);
    let b = fractions::<shape![dyn, dyn]>(&[260, 203], 22);
    let x = fractions::<shape![dyn, dyn, dyn]>(&[9, 70, 260], 23);
    // 61 rows: the panel kernel where the CPU has it, split over row blocks.
    let mid = fractions::<shape![dyn, dyn]>(&[61, 260], 27);
    let bt = b.t().contiguous().t();
    // 5 rows: split over column blocks (the few-rows kernel where the CPU has it), the last
    // one 51 wide; and 260 columns, whose last block is 4 wide.
    let few = fractions::<shape![dyn, dyn]>(&[5, 260], 24);
    let wide = fractions::<shape![dyn, dyn]>(&[260, 1203], 25);
    let narrow_tail = fractions::<shape![dyn, dyn]>(&[260, 260], 26);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(0);
    typed_tensor::runtime::set_matmul_parallel_min_fmas(0);
    for policy in [
        typed_tensor::runtime::MatmulSplitPolicy::Always,
        typed_tensor::runtime::MatmulSplitPolicy::Timed,
    ] {
        typed_tensor::runtime::set_matmul_split_policy(policy);
        for _ in 0..3 {
            let want = bits(one_thread.install(|| a.matmul(&b)));
            assert_eq!(bits(a.matmul(&b)), want);
            assert_eq!(bits(a.matmul(&bt)), want);
            assert_eq!(
                bits(x.matmul(&b)),
                bits(one_thread.install(|| x.matmul(&b)))
            );
            let want = bits(one_thread.install(|| mid.matmul(&b)));
            assert_eq!(bits(mid.matmul(&b)), want);
            assert_eq!(bits(mid.matmul(&bt)), want);
            let want = bits(one_thread.install(|| few.matmul(&wide)));
            assert_eq!(bits(few.matmul(&wide)), want);
            let want = bits(one_thread.install(|| few.matmul(&narrow_tail)));
            assert_eq!(bits(few.matmul(&narrow_tail)), want);
        }
    }
}
