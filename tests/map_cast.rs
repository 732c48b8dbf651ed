//! `map`, `zip_map`, `map_inplace` and `cast` against naive references written here, and each
//! casting rule on hand-picked values.

use typed_tensor::{shape, Tensor};

mod common;
use common::read;

#[test]
fn map_changes_the_element_type_and_follows_views() {
    let t = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, -2, 3, -4, 5, -6]).unwrap();
    let want: Vec<f64> = t.to_vec().iter().map(|&x| f64::from(x) * 0.5).collect();
    assert_eq!(t.map(|x| f64::from(x) * 0.5).to_vec(), want);
    let parity: Tensor<bool, shape![3, 2]> = t.t().map(|x| x % 2 == 0);
    // t.t() is [[1, -4], [-2, 5], [3, -6]].
    assert_eq!(parity.to_vec(), [false, true, true, false, false, true]);
    let empty = Tensor::<u8, shape![0, 4]>::zeros();
    assert_eq!(empty.map(|x| x as u32).dims(), &[0, 4]);
    let scalar = Tensor::<f32, shape![]>::full(2.0);
    assert_eq!(scalar.map(|x| x * x).to_vec(), [4.0]);
}

#[test]
fn map_of_a_large_tensor_matches_a_loop() {
    // Above the parallel threshold, so the work is split over threads.
    let t = Tensor::<f32, shape![1024, 1030]>::from_fn(|i| (i[0] as f32) - (i[1] as f32) * 0.5);
    let data = t.to_vec();
    let got = t.map(|x| x.exp() as f64).to_vec();
    for (i, (&g, &x)) in got.iter().zip(&data).enumerate() {
        assert_eq!(g, x.exp() as f64, "element {i}");
    }
    // The built-in `exp` is the vectorized one, within its stated 1.02 ulp of `f64`'s
    // correctly rounded value where `map` runs the standard library's `expf`.
    for (i, (got, &x)) in t.exp().to_vec().iter().zip(&data).enumerate() {
        let want = f64::from(x).exp();
        let rounded = want as f32; // `inf` past `f32::MAX`, as `exp` must give
        if rounded.is_infinite() {
            assert_eq!(*got, rounded, "element {i}");
            continue;
        }
        let ulp = f64::from(f32::from_bits(rounded.to_bits() + 1) - rounded);
        assert!(
            (f64::from(*got) - want).abs() <= 1.02 * ulp,
            "element {i}: {got} vs {want}"
        );
    }
}

#[test]
fn zip_map_broadcasts_like_the_operators() {
    let a_data: Vec<i16> = (0..12).map(|i| i * 3 - 7).collect();
    let b_data: Vec<f32> = vec![0.5, -1.0, 2.0];
    let a = Tensor::<i16, shape![4, 1, 3]>::from_vec(a_data.clone()).unwrap();
    let b = Tensor::<f32, shape![3, 1]>::from_vec(b_data.clone()).unwrap();
    let out: Tensor<f64, shape![4, 3, 3]> = a.zip_map(&b, |x, y| f64::from(x) * f64::from(y));
    let mut want = Vec::new();
    for i in 0..4 {
        for j in 0..3 {
            for k in 0..3 {
                let x = read(&a_data, &[4, 1, 3], &[i, j, k]);
                let y = read(&b_data, &[3, 1], &[i, j, k]);
                want.push(f64::from(x) * f64::from(y));
            }
        }
    }
    assert_eq!(out.to_vec(), want);
    // The same closure as `*` gives the operator's result.
    let c = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 4.0]).unwrap();
    assert_eq!(b.zip_map(&c, |x, y| x * y).to_vec(), (&b * &c).to_vec());
}

#[test]
fn zip_map_dyn_mismatch_is_an_error_or_a_panic() {
    let a = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[3, 2]).unwrap();
    let b = Tensor::<f32, shape![4, 2]>::zeros();
    let err = a.try_zip_map(&b, |x, y| x + y).unwrap_err();
    let text = "The size of tensor a (3) must match the size of tensor b (4) at non-singleton \
                dimension 0 (shapes [3, 2] and [4, 2])";
    assert_eq!(err.to_string(), text);
    let panic = std::panic::catch_unwind(|| a.zip_map(&b, |x, y| x + y)).unwrap_err();
    assert_eq!(
        panic.downcast_ref::<String>().map(String::as_str),
        Some(text)
    );
    let one = Tensor::<f32, shape![dyn, 2]>::ones_with_dims(&[1, 2]).unwrap();
    assert_eq!(one.zip_map(&b, |x, y| x + y).to_vec(), [1.0; 8]);
}

#[test]
fn map_inplace_writes_in_place_or_copies_on_write() {
    let mut t = Tensor::<i64, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    t.map_inplace(|x| x * x - 1);
    assert_eq!(t.to_vec(), [0, 3, 8, 15, 24, 35]);

    // Shared: the clone keeps its values.
    let shared = t.clone();
    t.map_inplace(|x| -x);
    assert_eq!(t.to_vec(), [0, -3, -8, -15, -24, -35]);
    assert_eq!(shared.to_vec(), [0, 3, 8, 15, 24, 35]);

    // A transposed view: the result is in the view's own row-major order.
    let mut v = shared.t();
    v.map_inplace(|x| x + 100);
    assert_eq!(v.to_vec(), [100, 115, 103, 124, 108, 135]);
    assert_eq!(v.dims(), &[3, 2]);
    assert_eq!(shared.to_vec(), [0, 3, 8, 15, 24, 35]);

    let mut big = Tensor::<f32, shape![1024, 1024]>::from_fn(|i| i[1] as f32);
    big.map_inplace(|x| x * 2.0);
    assert!(big
        .iter()
        .enumerate()
        .all(|(i, &x)| x == ((i % 1024) * 2) as f32));
}

#[test]
fn cast_integer_to_integer_keeps_the_low_bits() {
    let t = Tensor::<i32, shape![5]>::from_vec(vec![300, -1, 127, 128, i32::MIN]).unwrap();
    assert_eq!(t.cast::<u8>().to_vec(), [44, 255, 127, 128, 0]);
    assert_eq!(t.cast::<i8>().to_vec(), [44, -1, 127, -128, 0]);
    assert_eq!(t.cast::<u32>().to_vec(), [300, u32::MAX, 127, 128, 1 << 31]);
    assert_eq!(t.cast::<i64>().to_vec(), [300, -1, 127, 128, -(1 << 31)]);
    let u = Tensor::<u64, shape![2]>::from_vec(vec![u64::MAX, 1 << 40]).unwrap();
    assert_eq!(u.cast::<i64>().to_vec(), [-1, 1 << 40]);
    assert_eq!(u.cast::<u16>().to_vec(), [u16::MAX, 0]);
}

#[test]
fn cast_float_to_integer_truncates_and_saturates() {
    let (inf, nan) = (f32::INFINITY, f32::NAN);
    let t = Tensor::<f32, shape![9]>::from_vec(vec![
        2.9, -2.9, -0.5, 1e10, -1e10, inf, -inf, nan, 255.5,
    ])
    .unwrap();
    assert_eq!(
        t.cast::<i32>().to_vec(),
        [2, -2, 0, i32::MAX, i32::MIN, i32::MAX, i32::MIN, 0, 255]
    );
    assert_eq!(t.cast::<u8>().to_vec(), [2, 0, 0, 255, 0, 255, 0, 0, 255]);
    assert_eq!(
        t.cast::<i64>().to_vec(),
        [
            2,
            -2,
            0,
            10_000_000_000,
            -10_000_000_000,
            i64::MAX,
            i64::MIN,
            0,
            255
        ]
    );
    let d = Tensor::<f64, shape![2]>::from_vec(vec![-1.0, 4294967296.5]).unwrap();
    assert_eq!(d.cast::<u32>().to_vec(), [0, u32::MAX]);
}

#[test]
fn cast_to_float_rounds_to_nearest() {
    // 2^24 + 1 is not an f32: ties to even gives 2^24.
    let t = Tensor::<i32, shape![3]>::from_vec(vec![16_777_217, -3, 16_777_219]).unwrap();
    assert_eq!(t.cast::<f32>().to_vec(), [16_777_216.0, -3.0, 16_777_220.0]);
    assert_eq!(t.cast::<f64>().to_vec(), [16_777_217.0, -3.0, 16_777_219.0]);
    let d = Tensor::<f64, shape![4]>::from_vec(vec![0.1, 1e300, -1e300, f64::NAN]).unwrap();
    let f = d.cast::<f32>().to_vec();
    assert_eq!(f[..3], [0.1f32, f32::INFINITY, f32::NEG_INFINITY]);
    assert!(f[3].is_nan());
    assert_eq!(
        Tensor::<u128, shape![1]>::from_vec(vec![u128::MAX])
            .unwrap()
            .cast::<f32>()
            .to_vec(),
        [f32::INFINITY] // 2^128 - 1 rounds up past f32::MAX
    );
}

#[test]
fn cast_bool_to_numbers_and_numbers_to_bool() {
    let mask = Tensor::<bool, shape![2, 2]>::from_vec(vec![true, false, false, true]).unwrap();
    assert_eq!(mask.cast::<u8>().to_vec(), [1, 0, 0, 1]);
    assert_eq!(mask.cast::<i128>().to_vec(), [1, 0, 0, 1]);
    assert_eq!(mask.cast::<f64>().to_vec(), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(mask.cast::<bool>().to_vec(), mask.to_vec());
    let f = Tensor::<f32, shape![5]>::from_vec(vec![0.0, -0.0, f32::NAN, 1e-45, -2.0]).unwrap();
    assert_eq!(f.cast::<bool>().to_vec(), [false, false, true, true, true]);
    let i = Tensor::<i8, shape![3]>::from_vec(vec![0, -1, 7]).unwrap();
    assert_eq!(i.cast::<bool>().to_vec(), [false, true, true]);
    // A comparison mask as weights: the count of positives.
    let x = Tensor::<f32, shape![4]>::from_vec(vec![1.0, -1.0, 2.0, 0.0]).unwrap();
    let zero = Tensor::<f32, shape![]>::zeros();
    assert_eq!(x.gt(&zero).cast::<f32>().sum_all().item(), 2.0);
}
