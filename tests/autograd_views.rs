//! The views, joins and look-ups on `Var` against central finite differences in `f64`:
//! each output element gets its own weight (`gradcheck::weighted`), so a gradient sent to the
//! wrong input element shows.

mod gradcheck;

use gradcheck::{check1, check2, tensor, values, weighted, Same};
use proptest::prelude::*;
use typed_tensor::autograd::{Tape, Var};
use typed_tensor::Cat;
use typed_tensor::{axes, shape, Dyn, Stack, Tensor, D, LAST};

/// The weighted sum of every piece, piece `k` scaled by `k + 1`, so that each piece's
/// gradient differs.
fn pieces_loss<S: Same>(pieces: &[Var<f64, S>]) -> Var<f64, ()> {
    let mut total = weighted(&pieces[0]);
    for (k, piece) in pieces.iter().enumerate().skip(1) {
        total = &total + &(&weighted(piece) * (k + 1) as f64);
    }
    total
}

#[test]
fn same_order_views() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 1, -1.0, 1.0);
    check1("reshape", &x, |x| x.reshape::<shape![4, 6]>());
    check1("reshape dyn", &x, |x| x.reshape::<shape![dyn, 2]>());
    check1("view", &x, |x| x.view::<shape![6, 4]>().unwrap());
    check1("flatten", &x, |x| x.flatten());
    check1("flatten_axes D", &x, |x| x.flatten_axes::<1, 2, D<12>>());
    check1("flatten_axes Dyn", &x, |x| x.flatten_axes::<0, 1, Dyn>());
    check1("unflatten", &x, |x| x.unflatten::<2, (D<2>, D<2>)>());
    check1("unflatten LAST Dyn", &x, |x| {
        x.unflatten::<LAST, (Dyn, D<2>)>()
    });
    check1("unsqueeze", &x, |x| x.unsqueeze::<1>());
    check1("unsqueeze LAST", &x, |x| x.unsqueeze::<LAST>());
    let y: Tensor<f64, shape![2, 1, 3]> = tensor(&[2, 1, 3], 2, -1.0, 1.0);
    check1("squeeze", &y, |y| y.squeeze::<1>());
}

#[test]
fn views_of_strided_and_dyn_values() {
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 3, -1.0, 1.0);
    let mt = m.t(); // a strided parameter: reshaping it copies
    check1("t().reshape", &mt, |x| x.reshape::<shape![2, 6]>());
    check1("t().flatten", &mt, |x| x.flatten());
    check1("t().unflatten", &mt, |x| x.unflatten::<0, (D<2>, D<2>)>());
    check1("t().t()", &mt, |x| x.t());
    check1("var t then reshape", &m, |x| x.t().reshape::<shape![12]>());
    let d: Tensor<f64, shape![dyn, 4]> = tensor(&[5, 4], 4, -1.0, 1.0);
    check1("dyn reshape", &d, |x| x.reshape::<shape![dyn, 2]>());
    check1("dyn unflatten", &d, |x| x.unflatten::<1, (D<2>, Dyn)>());
    check1("dyn flatten_axes", &d, |x| x.flatten_axes::<0, 1, Dyn>());
    check1("dyn squeeze", &d, |x| x.unsqueeze::<0>().squeeze::<0>());
}

#[test]
fn permutations() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 5, -1.0, 1.0);
    check1("permute", &x, |x| x.permute::<axes![2, 0, 1]>());
    check1("permute twice", &x, |x| {
        x.permute::<axes![1, 2, 0]>().permute::<axes![1, 0, 2]>()
    });
    check1("transpose", &x, |x| x.transpose::<0, 2>());
    check1("transpose 1 2", &x, |x| x.transpose::<1, 2>());
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 6, -1.0, 1.0);
    check1("t", &m, |x| x.t());
    let d: Tensor<f64, shape![dyn, 3, 2]> = tensor(&[4, 3, 2], 7, -1.0, 1.0);
    check1("dyn permute", &d, |x| x.permute::<axes![2, 0, 1]>());
    // A permuted gradient feeds an op that reads it with strides.
    let n: Tensor<f64, shape![3, 2]> = tensor(&[3, 2], 28, -1.0, 1.0);
    check2("t matmul", &m, &n, |a, b| a.t().matmul(b));
}

#[test]
fn broadcasts() {
    let col: Tensor<f64, shape![3, 1]> = tensor(&[3, 1], 8, -1.0, 1.0);
    let row: Tensor<f64, shape![4]> = tensor(&[4], 9, -1.0, 1.0);
    check1("broadcast_to [3,1] -> [2,3,4]", &col, |x| {
        x.broadcast_to::<shape![2, 3, 4]>()
    });
    check1("broadcast_to [4] -> [2,3,4]", &row, |x| {
        x.broadcast_to::<shape![2, 3, 4]>()
    });
    check1("expand", &col, |x| x.expand::<shape![3, 5]>());
    let d: Tensor<f64, shape![dyn, 1]> = tensor(&[3, 1], 10, -1.0, 1.0);
    check1("dyn expand", &d, |x| x.expand::<shape![2, dyn, 4]>());
    let rt = tensor::<shape![1, 3]>(&[1, 3], 11, -1.0, 1.0).t(); // [3, 1], strided
    check1("strided expand", &rt, |x| x.expand::<shape![3, 2]>());
}

#[test]
fn ranges_of_an_axis() {
    let x: Tensor<f64, shape![3, 5]> = tensor(&[3, 5], 12, -1.0, 1.0);
    check1("select 0", &x, |x| x.select::<0>(1));
    check1("select LAST", &x, |x| x.select::<LAST>(4));
    check1("narrow", &x, |x| x.narrow::<1>(1, 3));
    check1("narrow empty", &x, |x| x.narrow::<1>(2, 0));
    check1("narrow_static", &x, |x| x.narrow_static::<0, 2>(1));
    check1("overlapping ranges", &x, |x| {
        &x.narrow::<1>(0, 3) * &x.narrow::<1>(2, 3)
    });
    let d: Tensor<f64, shape![dyn, 5]> = tensor(&[4, 5], 13, -1.0, 1.0);
    check1("dyn select", &d, |x| x.select::<0>(3));
    check1("dyn narrow", &d, |x| x.narrow::<0>(1, 2));
    let dt = tensor::<shape![5, 4]>(&[5, 4], 14, -1.0, 1.0).t(); // [4, 5], strided
    check1("strided narrow", &dt, |x| x.narrow::<1>(2, 3));
    check1("strided select", &dt, |x| x.select::<1>(2));
}

#[test]
fn splits_and_chunks() {
    let x: Tensor<f64, shape![3, 5]> = tensor(&[3, 5], 15, -1.0, 1.0);
    check1("split", &x, |x| pieces_loss(&x.split::<1>(2))); // 2, 2, 1
    check1("split 0", &x, |x| pieces_loss(&x.split::<0>(1)));
    check1("chunk", &x, |x| pieces_loss(&x.chunk::<1>(3))); // 2, 2, 1
    check1("chunk LAST", &x, |x| pieces_loss(&x.chunk::<LAST>(5)));
    let y: Tensor<f64, shape![2, 6]> = tensor(&[2, 6], 16, -1.0, 1.0);
    check1("split_exact", &y, |x| {
        pieces_loss(&x.split_exact::<1, 2, 3>())
    });
    check1("chunk_exact", &y, |x| {
        let [q, k, v] = x.chunk_exact::<LAST, 3, D<2>>();
        &(&q * &k) + &v
    });
    let d: Tensor<f64, shape![dyn, 6]> = tensor(&[3, 6], 17, -1.0, 1.0);
    check1("dyn split", &d, |x| pieces_loss(&x.split::<0>(2)));
    check1("dyn chunk_exact", &d, |x| {
        pieces_loss(&x.chunk_exact::<1, 2, D<3>>())
    });
    let yt = tensor::<shape![6, 2]>(&[6, 2], 18, -1.0, 1.0).t(); // [2, 6], strided
    check1("strided chunk", &yt, |x| pieces_loss(&x.chunk::<1>(4)));
}

/// The pieces of one value reach its gradient together; these mix them with ranges of
/// another axis, overlapping ranges, whole uses and gaps, in every order of use.
#[test]
fn ranges_mixed_with_other_gradients() {
    let x: Tensor<f64, shape![4, 6]> = tensor(&[4, 6], 19, -1.0, 1.0);
    check1("pieces and the whole value", &x, |x| {
        let pieces = x.split::<1>(4); // 4, 2
        &pieces_loss(&pieces) + &weighted(x)
    });
    check1("pieces of two axes", &x, |x| {
        &pieces_loss(&x.chunk::<0>(2)) + &(&pieces_loss(&x.chunk::<1>(3)) * 2.0)
    });
    check1("a piece inside another", &x, |x| {
        let [a, b] = x.chunk_exact::<1, 2, D<3>>();
        &(&weighted(&a) + &weighted(&b)) + &weighted(&x.narrow::<1>(2, 2))
    });
    check1("pieces used in reverse, some unused", &x, |x| {
        let pieces = x.split::<1>(1);
        &(&weighted(&pieces[5]) * 3.0) + &weighted(&pieces[1])
    });
    check1("every row selected", &x, |x| {
        let rows: Vec<Var<f64, shape![6]>> = (0..4).rev().map(|i| x.select::<0>(i)).collect();
        pieces_loss(&rows)
    });
    check1("an empty range where another starts", &x, |x| {
        let empty = x.narrow::<1>(2, 0);
        let three = x.narrow::<1>(2, 3); // its gradient arrives first
        &weighted(&three) + &weighted(&empty)
    });
    check1("a range of the whole axis", &x, |x| {
        &weighted(&x.narrow::<1>(0, 6)) + &(&weighted(&x.narrow::<1>(1, 2)) * 2.0)
    });
    check1("axes in turn", &x, |x| {
        let a = weighted(&x.narrow::<0>(1, 2));
        let b = weighted(&x.narrow::<1>(3, 2));
        let c = weighted(&x.narrow::<0>(3, 1));
        &(&a + &(&b * 2.0)) + &(&c * 3.0)
    });
    let column: Tensor<f64, shape![4, 1]> = tensor(&[4, 1], 20, -1.0, 1.0);
    check1("select of a size-1 axis", &column, |x| x.select::<1>(0));
}

#[test]
fn cat_and_stack() {
    let a: Tensor<f64, shape![2, 3]> = tensor(&[2, 3], 19, -1.0, 1.0);
    let b: Tensor<f64, shape![4, 3]> = tensor(&[4, 3], 20, -1.0, 1.0);
    let c: Tensor<f64, shape![2, 1]> = tensor(&[2, 1], 21, -1.0, 1.0);
    check2("cat tuple", &a, &b, |x, y| (x, y).cat::<0, D<6>>());
    check2("cat tuple Dyn", &b, &a, |x, y| (x, y).cat::<0, Dyn>());
    check2("cat axis 1", &a, &c, |x, y| (x, y, x).cat::<LAST, D<7>>());
    check2("cat of a transposed", &a, &c, |x, y| {
        (&x.t(), &y.t()).cat::<0, Dyn>()
    });
    check1("cat Vec, one part twice", &a, |x| {
        vec![x.clone(), x.exp(), x.clone()].cat::<1, Dyn>()
    });
    check1("cat slice", &a, |x| {
        [x.clone(), x.powi(2)][..].cat::<0, Dyn>()
    });
    check2("stack array", &a, &a.exp(), |x, y| [x, y].stack::<1>());
    check2(
        "stack owned",
        &a,
        &c.broadcast_to::<shape![2, 3]>(),
        |x, y| [x.clone(), y.clone(), x.clone()].stack::<0>(),
    );
    check1("stack Vec LAST", &a, |x| {
        vec![x.clone(), x.t().t()].stack::<LAST>()
    });
    check2("cat 4-tuple", &a, &c, |x, y| (y, x, y, x).cat::<1, D<8>>());
    check1("cat &array", &a, |x| {
        (&[x.clone(), x.exp()]).cat::<0, D<4>>()
    });
    check1("cat &Vec", &a, |x| {
        (&vec![x.exp(), x.clone()]).cat::<0, Dyn>()
    });
    check2(
        "stack slice of refs",
        &a,
        &a.t().contiguous().t(),
        |x, y| [x, y, x][..].stack::<2>(),
    );
    let d: Tensor<f64, shape![dyn, 3]> = tensor(&[5, 3], 22, -1.0, 1.0);
    check2("cat dyn", &d, &a, |x, y| (x, y).cat::<0, Dyn>());
    check1("stack dyn", &d, |x| [x, &x.exp()].stack::<1>());
}

#[test]
fn index_select_and_gather_accumulate_repeated_indices() {
    let x: Tensor<f64, shape![4, 3]> = tensor(&[4, 3], 23, -1.0, 1.0);
    let ids = Tensor::<usize, shape![5]>::from_vec(vec![2, 0, 2, 3, 2]).unwrap();
    check1("index_select 0", &x, |x| x.index_select::<0, _>(&ids));
    let cols = Tensor::<usize, shape![dyn]>::from_shape_vec(&[4], vec![1, 1, 0, 1]).unwrap();
    check1("index_select LAST dyn", &x, |x| {
        x.index_select::<LAST, _>(&cols)
    });
    check1("index_select strided", &x.t(), |x| {
        x.index_select::<1, _>(&ids)
    });
    let strided_ids = Tensor::<usize, shape![2, 3]>::from_vec(vec![0, 1, 2, 2, 1, 0])
        .unwrap()
        .t()
        .select::<1>(0); // [0, 1, 2] as a strided vector
    check1("index_select strided ids", &x, |x| {
        x.index_select::<1, _>(&strided_ids)
    });

    let index = Tensor::<usize, shape![4, 2]>::from_vec(vec![0, 0, 2, 1, 1, 1, 2, 0]).unwrap();
    check1("gather 1", &x, |x| x.gather::<1, _>(&index));
    let rows = Tensor::<usize, shape![3, 3]>::from_vec(vec![3, 3, 0, 1, 3, 3, 0, 0, 0]).unwrap();
    check1("gather 0 (smaller index)", &x, |x| x.gather::<0, _>(&rows));
    check1("gather strided", &x.t(), |x| x.gather::<1, _>(&rows));
    let d: Tensor<f64, shape![dyn, 3]> = tensor(&[4, 3], 24, -1.0, 1.0);
    let dyn_index =
        Tensor::<usize, shape![dyn, 3]>::from_shape_vec(&[2, 3], vec![3, 3, 1, 0, 3, 3]).unwrap();
    check1("gather dyn", &d, |x| x.gather::<0, _>(&dyn_index));
}

#[test]
fn repeated_indices_add_up() {
    let x = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    let ids = Tensor::<usize, shape![4]>::from_vec(vec![1, 1, 1, 2]).unwrap();
    let tape = Tape::new();
    let g = tape
        .param(&x)
        .index_select::<0, _>(&ids)
        .sum_all()
        .backward();
    assert_eq!(g.get(&x).unwrap().to_vec(), [0.0, 3.0, 1.0]);
    let tape = Tape::new();
    let g = tape.param(&x).gather::<0, _>(&ids).sum_all().backward();
    assert_eq!(g.get(&x).unwrap().to_vec(), [0.0, 3.0, 1.0]);
}

#[test]
fn where_sends_the_gradient_to_the_chosen_branch() {
    let a: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 25, -1.0, 1.0);
    let b: Tensor<f64, shape![4]> = tensor(&[4], 26, -1.0, 1.0);
    let cond = Tensor::<bool, shape![3, 1]>::from_vec(vec![true, false, true]).unwrap();
    check2("where [3,1] [3,4] [4]", &a, &b, |x, y| {
        typed_tensor::where_(&cond, x, y)
    });
    let mixed = a.gt(&Tensor::<f64, shape![]>::zeros());
    check2("where elementwise", &a, &b, |x, y| {
        typed_tensor::where_(&mixed, x, y)
    });
    check2("where strided", &a.t(), &b.unsqueeze::<1>(), |x, y| {
        typed_tensor::where_(&mixed.t(), x, y)
    });
    check1("where same value", &a, |x| {
        typed_tensor::where_(&mixed, x, &x.exp())
    });
    let d: Tensor<f64, shape![dyn, 4]> = tensor(&[3, 4], 27, -1.0, 1.0);
    check2("where dyn", &d, &b, |x, y| {
        typed_tensor::where_(&cond, x, y)
    });

    let x = Tensor::<f64, shape![3]>::from_vec(vec![-1.0, 0.5, 2.0]).unwrap();
    let zero = Tensor::<f64, shape![]>::zeros();
    let tape = Tape::new();
    let (vx, vz) = (tape.param(&x), tape.param(&zero));
    let grads = typed_tensor::where_(&x.gt(&zero), &vx, &vz)
        .sum_all()
        .backward();
    assert_eq!(grads.get(&x).unwrap().to_vec(), [0.0, 1.0, 1.0]);
    assert_eq!(grads.get(&zero).unwrap().to_vec(), [1.0]);
}

#[test]
#[should_panic(expected = "two different tapes")]
fn joins_of_two_tapes_panic() {
    let x = Tensor::<f64, shape![2]>::ones();
    let (one, other) = (Tape::new(), Tape::new());
    let _ = [one.param(&x), other.param(&x)].stack::<0>();
}

#[test]
fn views_keep_the_tensor_messages() {
    let x = Tensor::<f64, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    let tape = Tape::new();
    let v = tape.param(&x);
    let message = |f: &dyn Fn()| {
        let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
        err.downcast_ref::<String>().cloned().unwrap()
    };
    assert_eq!(
        message(&|| drop(v.reshape::<shape![dyn, 4]>())),
        message(&|| drop(x.reshape::<shape![dyn, 4]>()))
    );
    assert_eq!(
        message(&|| drop(v.select::<0>(2))),
        message(&|| drop(x.select::<0>(2)))
    );
    assert_eq!(
        message(&|| drop(v.narrow::<1>(2, 2))),
        message(&|| drop(x.narrow::<1>(2, 2)))
    );
    let y = Tensor::<f64, shape![dyn, 3]>::zeros_with_dims(&[1, 3]).unwrap();
    let w = tape.param(&y);
    assert_eq!(
        message(&|| drop([v.clone(), w.clone()].stack::<0>())),
        message(&|| drop([x.clone(), y.clone()].stack::<0>()))
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// `Dyn` axes of random sizes (empty ones included) through views, ranges, joins and
    /// look-ups with random, repeating indices.
    #[test]
    fn dyn_axes_of_random_sizes(
        rows in 0usize..4,
        cols in 1usize..5,
        start in 0usize..5,
        pick in 0usize..5,
        seed in 0u64..1000,
    ) {
        let x: Tensor<f64, shape![dyn, dyn]> = tensor(&[rows, cols], seed, -1.0, 1.0);
        let y: Tensor<f64, shape![dyn, dyn]> = tensor(&[2, cols], seed + 1, -1.0, 1.0);
        let (start, pick) = (start % cols, pick % cols);
        check1("t flatten", &x, |x| x.t().flatten());
        check1("permute", &x.t(), |x| x.transpose::<0, 1>().unsqueeze::<1>());
        check1("narrow", &x, |x| x.narrow::<1>(start, cols - start));
        check1("select", &x, |x| x.select::<1>(pick));
        check1("chunk", &x, |x| pieces_loss(&x.chunk::<1>(2)));
        check2("cat", &x, &y, |x, y| (x, y).cat::<0, Dyn>());
        check2("stack", &x.t(), &x.t().exp(), |x, y| [x, y].stack::<0>());
        let picks: Vec<usize> = values(6, seed + 2, 0.0, cols as f64)
            .into_iter()
            .map(|v| v as usize)
            .collect();
        let ids = Tensor::<usize, shape![dyn]>::from_shape_vec(&[6], picks.clone()).unwrap();
        check1("index_select", &x, |x| x.index_select::<1, _>(&ids));
        let index = Tensor::<usize, shape![dyn, dyn]>::from_shape_vec(&[2, 3], picks).unwrap();
        check1("gather", &y, |y| y.gather::<1, _>(&index));
        let cond = x.gt(&Tensor::<f64, shape![]>::zeros());
        check2("where", &x, &y.select::<0>(0), |x, y| typed_tensor::where_(&cond, x, y));
    }
}
