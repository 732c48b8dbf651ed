//! Broadcasting ops checked against a naive NumPy reference written here, on random shapes of
//! ranks 0..=5 with sizes 0..=5.
//!
//! Shapes are types, so every operand is an all-`Dyn` tensor of its rank and each (lhs rank,
//! rhs rank) pair is dispatched to its own instantiation with `with_shape!`. The reference
//! aligns the dims from the right, pads with 1, takes the larger size unless one side is 1,
//! then walks every output index with an odometer and reads each operand at the index it maps
//! to (0 on axes where it has size 1), computing row-major offsets by hand.

use proptest::collection::vec;
use proptest::prelude::*;
use std::cell::Cell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use typed_tensor::shape::{BroadcastInto, BroadcastWith};
use typed_tensor::{shape, Element, Shape, ShapeError, Tensor};

type S0 = shape![];
type S1 = shape![dyn];
type S2 = shape![dyn, dyn];
type S3 = shape![dyn, dyn, dyn];
type S4 = shape![dyn, dyn, dyn, dyn];
type S5 = shape![dyn, dyn, dyn, dyn, dyn];

/// Runs `$body` with `$S` bound to the all-`Dyn` shape type of rank `$rank`.
macro_rules! with_shape {
    ($rank:expr, $S:ident => $body:expr) => {
        match $rank {
            0 => {
                type $S = S0;
                $body
            }
            1 => {
                type $S = S1;
                $body
            }
            2 => {
                type $S = S2;
                $body
            }
            3 => {
                type $S = S3;
                $body
            }
            4 => {
                type $S = S4;
                $body
            }
            5 => {
                type $S = S5;
                $body
            }
            rank => unreachable!("rank {rank}"),
        }
    };
}

/// Runs `$f::<$T, Target, Source>($args)` for a target rank and a source rank no larger, the
/// pairs for which `Source: BroadcastInto<Target>` holds between all-`Dyn` shapes.
macro_rules! with_into_shapes {
    ($target:expr, $source:expr, $f:ident::<$T:ty> $args:tt) => {
        with_into_shapes!(@pairs ($target, $source), $f, $T, $args,
            (0 S0, 0 S0)
            (1 S1, 0 S0) (1 S1, 1 S1)
            (2 S2, 0 S0) (2 S2, 1 S1) (2 S2, 2 S2)
            (3 S3, 0 S0) (3 S3, 1 S1) (3 S3, 2 S2) (3 S3, 3 S3)
            (4 S4, 0 S0) (4 S4, 1 S1) (4 S4, 2 S2) (4 S4, 3 S3) (4 S4, 4 S4)
            (5 S5, 0 S0) (5 S5, 1 S1) (5 S5, 2 S2) (5 S5, 3 S3) (5 S5, 4 S4) (5 S5, 5 S5)
        )
    };
    (@pairs $ranks:expr, $f:ident, $T:ty, $args:tt, $(($t:literal $St:ident, $s:literal $Ss:ident))*) => {
        match $ranks {
            $(($t, $s) => $f::<$T, $St, $Ss> $args,)*
            (target, source) => unreachable!("ranks {target} and {source}"),
        }
    };
}

// ---------------------------------------------------------------------------------------------
// The naive reference.

/// NumPy's broadcast of two shapes, or the first axis (in the result's numbering) where the
/// sizes differ and neither is 1.
fn ref_broadcast(a: &[usize], b: &[usize]) -> Result<Vec<usize>, usize> {
    let rank = a.len().max(b.len());
    let (pa, pb) = (pad(a, rank), pad(b, rank));
    (0..rank)
        .map(|axis| match (pa[axis], pb[axis]) {
            (x, y) if x == y => Ok(x),
            (1, y) => Ok(y),
            (x, 1) => Ok(x),
            _ => Err(axis),
        })
        .collect()
}

/// `dims` with 1s prepended up to `rank` axes.
fn pad(dims: &[usize], rank: usize) -> Vec<usize> {
    let mut padded = vec![1; rank - dims.len()];
    padded.extend_from_slice(dims);
    padded
}

/// The row-major offset of `index` in `dims`.
fn row_major_offset(index: &[usize], dims: &[usize]) -> usize {
    index.iter().zip(dims).fold(0, |offset, (&i, &d)| {
        assert!(i < d);
        offset * d + i
    })
}

/// The index of an operand with `dims` that output index `out_index` reads: the trailing
/// axes, with 0 where the operand has size 1.
fn operand_index(out_index: &[usize], dims: &[usize]) -> Vec<usize> {
    let lead = out_index.len() - dims.len();
    dims.iter()
        .enumerate()
        .map(|(axis, &d)| if d == 1 { 0 } else { out_index[lead + axis] })
        .collect()
}

/// The broadcast dims of `a` and `b` and `f` applied at every output index.
fn ref_zip<T: Copy>(
    a_dims: &[usize],
    a: &[T],
    b_dims: &[usize],
    b: &[T],
    f: impl Fn(T, T) -> T,
) -> (Vec<usize>, Vec<T>) {
    let dims = ref_broadcast(a_dims, b_dims).expect("the shapes broadcast");
    let numel: usize = dims.iter().product();
    let mut out = Vec::with_capacity(numel);
    let mut index = vec![0; dims.len()];
    for _ in 0..numel {
        let x = a[row_major_offset(&operand_index(&index, a_dims), a_dims)];
        let y = b[row_major_offset(&operand_index(&index, b_dims), b_dims)];
        out.push(f(x, y));
        for axis in (0..dims.len()).rev() {
            index[axis] += 1;
            if index[axis] < dims[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
    (dims, out)
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

const OPS: [Op; 5] = [Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Rem];

/// An element type with the reference arithmetic written independently of `Element`.
trait RefElement: Element {
    fn apply(op: Op, x: Self, y: Self) -> Self;
    /// Equal, with NaN equal to NaN and signed zeros told apart.
    fn same(x: Self, y: Self) -> bool;
}

impl RefElement for i64 {
    fn apply(op: Op, x: i64, y: i64) -> i64 {
        match op {
            Op::Add => x.wrapping_add(y),
            Op::Sub => x.wrapping_sub(y),
            Op::Mul => x.wrapping_mul(y),
            Op::Div => x.wrapping_div(y),
            Op::Rem => x.wrapping_rem(y),
        }
    }
    fn same(x: i64, y: i64) -> bool {
        x == y
    }
}

impl RefElement for f64 {
    fn apply(op: Op, x: f64, y: f64) -> f64 {
        match op {
            Op::Add => x + y,
            Op::Sub => x - y,
            Op::Mul => x * y,
            Op::Div => x / y,
            Op::Rem => x % y,
        }
    }
    fn same(x: f64, y: f64) -> bool {
        x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
    }
}

/// Asserts that `t` has `dims` and the elements `want`.
#[track_caller]
fn assert_tensor<T: RefElement, S>(t: &Tensor<T, S>, dims: &[usize], want: &[T], what: &str) {
    assert_eq!(t.dims(), dims, "{what}: dims");
    let got = t.to_vec();
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        assert!(T::same(g, w), "{what}: element {i} is {g:?}, want {w:?}");
    }
    // `iter` walks the layout instead of the contiguous slice: it must agree.
    assert!(
        t.iter().zip(want).all(|(&g, &w)| T::same(g, w)),
        "{what}: iter"
    );
}

// ---------------------------------------------------------------------------------------------
// Checks for one pair of operands.

/// Every binary op, in every owned/borrowed form and as `try_*`, against the reference.
fn check_binary<T, SA, SB>(a_dims: &[usize], a_data: &[T], b_dims: &[usize], b_data: &[T])
where
    T: RefElement,
    SA: Shape + BroadcastWith<SB>,
    SB: Shape,
{
    let new_a = || Tensor::<T, SA>::from_shape_vec(a_dims, a_data.to_vec()).unwrap();
    let new_b = || Tensor::<T, SB>::from_shape_vec(b_dims, b_data.to_vec()).unwrap();
    let (a, b) = (new_a(), new_b());
    for op in OPS {
        let (dims, want) = ref_zip(a_dims, a_data, b_dims, b_data, |x, y| T::apply(op, x, y));
        let what = |form: &str| format!("{a_dims:?} {op:?} {b_dims:?} as {form}");
        macro_rules! forms {
            ($op:tt, $try_op:ident) => {{
                assert_tensor(&a.$try_op(&b).unwrap(), &dims, &want, &what("try"));
                assert_tensor(&(&a $op &b), &dims, &want, &what("&a op &b"));
                assert_tensor(&(a.clone() $op &b), &dims, &want, &what("a.clone() op &b"));
                assert_tensor(&(&a $op b.clone()), &dims, &want, &what("&a op b.clone()"));
                assert_tensor(&(a.clone() $op b.clone()), &dims, &want, &what("clones"));
                // Uniquely owned operands, whose buffers may become the result.
                assert_tensor(&(new_a() $op &b), &dims, &want, &what("unique a op &b"));
                assert_tensor(&(&a $op new_b()), &dims, &want, &what("&a op unique b"));
                assert_tensor(&(new_a() $op new_b()), &dims, &want, &what("unique both"));
                // Copy on write: a clone kept aside never sees the result.
                let (a2, b2) = (new_a(), new_b());
                let (kept_a, kept_b) = (a2.clone(), b2.clone());
                assert_tensor(&(a2 $op b2), &dims, &want, &what("shared owned"));
                assert_tensor(&kept_a, a_dims, a_data, &what("kept lhs clone"));
                assert_tensor(&kept_b, b_dims, b_data, &what("kept rhs clone"));
            }};
        }
        match op {
            Op::Add => forms!(+, try_add),
            Op::Sub => forms!(-, try_sub),
            Op::Mul => forms!(*, try_mul),
            Op::Div => forms!(/, try_div),
            Op::Rem => forms!(%, try_rem),
        }
    }
    // The operands themselves were never written to.
    assert_tensor(&a, a_dims, a_data, "lhs after the ops");
    assert_tensor(&b, b_dims, b_data, "rhs after the ops");
}

/// Every in-place op with `src` broadcast into a `target` of `target_dims`, against the
/// reference; when `src` does not fit (it would grow the target), checks the error instead.
/// Division and remainder are only checked when `divide` is set (the source has no zero).
fn check_assign<T, ST, SS>(
    target_dims: &[usize],
    target_data: &[T],
    src_dims: &[usize],
    src_data: &[T],
    divide: bool,
) where
    T: RefElement,
    ST: Shape,
    SS: Shape + BroadcastInto<ST>,
{
    let new_target = || Tensor::<T, ST>::from_shape_vec(target_dims, target_data.to_vec()).unwrap();
    let src = Tensor::<T, SS>::from_shape_vec(src_dims, src_data.to_vec()).unwrap();
    let fits = ref_broadcast(target_dims, src_dims).is_ok_and(|dims| dims == target_dims);
    if !fits {
        check_assign_error(&new_target(), target_data, &src);
        return;
    }
    for op in OPS {
        if matches!(op, Op::Div | Op::Rem) && !divide {
            continue;
        }
        let (dims, want) = ref_zip(target_dims, target_data, src_dims, src_data, |x, y| {
            T::apply(op, x, y)
        });
        assert_eq!(dims, target_dims);
        let what = |form: &str| format!("{target_dims:?} {op:?}= {src_dims:?} as {form}");
        macro_rules! forms {
            ($op_assign:tt, $try_op_assign:ident) => {{
                let mut t = new_target();
                t $op_assign &src;
                assert_tensor(&t, &dims, &want, &what("t op= &src"));
                let mut t = new_target();
                t $op_assign src.clone();
                assert_tensor(&t, &dims, &want, &what("t op= src.clone()"));
                let mut t = new_target();
                t.$try_op_assign(&src).unwrap();
                assert_tensor(&t, &dims, &want, &what("try"));
                // Copy on write: the clone keeps the old values.
                let mut t = new_target();
                let kept = t.clone();
                t $op_assign &src;
                assert_tensor(&t, &dims, &want, &what("shared target"));
                assert_tensor(&kept, target_dims, target_data, &what("kept clone"));
            }};
        }
        match op {
            Op::Add => forms!(+=, try_add_assign),
            Op::Sub => forms!(-=, try_sub_assign),
            Op::Mul => forms!(*=, try_mul_assign),
            Op::Div => forms!(/=, try_div_assign),
            Op::Rem => forms!(%=, try_rem_assign),
        }
    }
    assert_tensor(&src, src_dims, src_data, "source after the ops");
}

/// `src` does not broadcast into `target`: every in-place form fails with the right error and
/// leaves `target` as it was.
fn check_assign_error<T, ST, SS>(target: &Tensor<T, ST>, target_data: &[T], src: &Tensor<T, SS>)
where
    T: RefElement,
    SS: BroadcastInto<ST>,
{
    let (source, target_dims) = (src.dims().to_vec(), target.dims().to_vec());
    let lead = target_dims.len() - source.len();
    let axis = (0..source.len())
        .find(|&i| source[i] != 1 && source[i] != target_dims[lead + i])
        .expect("some axis does not fit")
        + lead;
    let want = ShapeError::BroadcastInto {
        source: source.clone(),
        target: target_dims.clone(),
        axis: Some(axis),
        dim: None,
    };
    let text = format!(
        "shape {source:?} cannot be broadcast into {target_dims:?}: axis {} is {} but the \
         target's axis {axis} is {}",
        axis - lead,
        source[axis - lead],
        target_dims[axis]
    );
    let mut t = target.clone();
    for result in [
        t.try_add_assign(src),
        t.try_sub_assign(src),
        t.try_mul_assign(src),
        t.try_div_assign(src),
        t.try_rem_assign(src),
    ] {
        let err = result.unwrap_err();
        assert_eq!(err, want);
        assert_eq!(err.to_string(), text);
    }
    assert_tensor(
        &t,
        &target_dims,
        target_data,
        "target after failed try_*_assign",
    );
    let mut t = target.clone();
    assert_eq!(panic_text(|| t += src), text);
    assert_eq!(panic_text(|| t -= src.clone()), text);
    assert_eq!(panic_text(|| t %= src), text);
    assert_tensor(&t, &target_dims, target_data, "target after failed op=");
}

thread_local! {
    /// Set while a panic is expected, so the panic hook keeps quiet about it.
    static EXPECTING_PANIC: Cell<bool> = const { Cell::new(false) };
}

/// The message `f` panics with (it must panic), without printing it.
fn panic_text(f: impl FnOnce()) -> String {
    static QUIET_HOOK: std::sync::Once = std::sync::Once::new();
    QUIET_HOOK.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !EXPECTING_PANIC.with(Cell::get) {
                default(info);
            }
        }));
    });
    EXPECTING_PANIC.with(|e| e.set(true));
    let result = catch_unwind(AssertUnwindSafe(f));
    EXPECTING_PANIC.with(|e| e.set(false));
    let payload = result.expect_err("the op should panic");
    match (
        payload.downcast_ref::<String>(),
        payload.downcast_ref::<&str>(),
    ) {
        (Some(s), _) => s.clone(),
        (None, Some(s)) => s.to_string(),
        (None, None) => panic!("a panic payload that is not a string"),
    }
}

/// `a` and `b` do not broadcast: every `try_*` fails with PyTorch's axis and message, and
/// every operator form panics with the same text.
fn check_broadcast_error<SA, SB>(a_dims: &[usize], b_dims: &[usize])
where
    SA: Shape + BroadcastWith<SB>,
    SB: Shape,
{
    let axis = ref_broadcast(a_dims, b_dims).expect_err("the shapes do not broadcast");
    let rank = a_dims.len().max(b_dims.len());
    let (x, y) = (pad(a_dims, rank)[axis], pad(b_dims, rank)[axis]);
    let text = format!(
        "The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton \
         dimension {axis} (shapes {a_dims:?} and {b_dims:?})"
    );
    let want = ShapeError::Broadcast {
        lhs: a_dims.to_vec(),
        rhs: b_dims.to_vec(),
        axis,
        dim: None,
    };
    let a =
        Tensor::<i64, SA>::from_fn_with_dims(a_dims, |i| i.iter().sum::<usize>() as i64).unwrap();
    let b = Tensor::<i64, SB>::from_fn_with_dims(b_dims, |i| 1 + i.len() as i64).unwrap();
    for result in [
        a.try_add(&b),
        a.try_sub(&b),
        a.try_mul(&b),
        a.try_div(&b),
        a.try_rem(&b),
    ] {
        let err = result.err().expect("the op should fail");
        assert!(matches!(err, ShapeError::Broadcast { .. }));
        assert_eq!(err, want);
        assert_eq!(err.to_string(), text);
    }
    assert_eq!(panic_text(|| drop(&a + &b)), text);
    assert_eq!(panic_text(|| drop(a.clone() - &b)), text);
    assert_eq!(panic_text(|| drop(&a * b.clone())), text);
    assert_eq!(panic_text(|| drop(a.clone() / b.clone())), text);
    assert_eq!(panic_text(|| drop(a.clone() % b.clone())), text);

    // In place, when the ranks allow it at compile time: `b` into `a`, and `a` into `b`.
    if b_dims.len() <= a_dims.len() {
        let data = a.to_vec();
        with_into_shapes!(
            a_dims.len(),
            b_dims.len(),
            check_assign_error_by_dims::<i64>(a_dims, &data, b_dims)
        );
    }
    if a_dims.len() <= b_dims.len() {
        let data = b.to_vec();
        with_into_shapes!(
            b_dims.len(),
            a_dims.len(),
            check_assign_error_by_dims::<i64>(b_dims, &data, a_dims)
        );
    }
}

fn check_assign_error_by_dims<T, ST, SS>(
    target_dims: &[usize],
    target_data: &[T],
    src_dims: &[usize],
) where
    T: RefElement,
    ST: Shape,
    SS: Shape + BroadcastInto<ST>,
{
    let target = Tensor::<T, ST>::from_shape_vec(target_dims, target_data.to_vec()).unwrap();
    let src = Tensor::<T, SS>::from_fn_with_dims(src_dims, |_| T::one()).unwrap();
    check_assign_error(&target, target_data, &src);
}

// ---------------------------------------------------------------------------------------------
// Cases.

/// Two broadcast-compatible operands with their `i64` and `f64` elements. The rhs `i64`
/// elements are never zero, so `/` and `%` are defined.
#[derive(Clone, Debug)]
struct Case {
    a_dims: Vec<usize>,
    b_dims: Vec<usize>,
    a_int: Vec<i64>,
    b_int: Vec<i64>,
    a_float: Vec<f64>,
    b_float: Vec<f64>,
}

impl Case {
    /// Runs every check on this case.
    fn check(&self) {
        let (la, lb) = (self.a_dims.len(), self.b_dims.len());
        with_shape!(la, SA => with_shape!(lb, SB => {
            check_binary::<i64, SA, SB>(&self.a_dims, &self.a_int, &self.b_dims, &self.b_int);
            check_binary::<f64, SA, SB>(&self.a_dims, &self.a_float, &self.b_dims, &self.b_float);
        }));
        self.check_in_place();
    }

    /// In place: a target with the broadcast dims, updated by `b` and by `a`; and `b` into `a`
    /// itself, which fits only when the broadcast keeps `a`'s dims.
    fn check_in_place(&self) {
        let dims = ref_broadcast(&self.a_dims, &self.b_dims).unwrap();
        let numel: usize = dims.iter().product();
        let target_int: Vec<i64> = (0..numel as i64).map(|i| (i * 37) % 101 - 50).collect();
        let target_float: Vec<f64> = target_int.iter().map(|&x| x as f64 * 0.75).collect();
        let (lo, la, lb) = (dims.len(), self.a_dims.len(), self.b_dims.len());
        let a_nonzero = !self.a_int.contains(&0);
        let args_b = (&self.b_dims, &self.b_int, &self.b_float);
        let args_a = (&self.a_dims, &self.a_int, &self.a_float);
        for (rank, (src_dims, src_int, src_float), divide) in
            [(lb, args_b, true), (la, args_a, a_nonzero)]
        {
            with_into_shapes!(
                lo,
                rank,
                check_assign::<i64>(&dims, &target_int, src_dims, src_int, divide)
            );
            with_into_shapes!(
                lo,
                rank,
                check_assign::<f64>(&dims, &target_float, src_dims, src_float, true)
            );
        }
        if lb <= la {
            with_into_shapes!(
                la,
                lb,
                check_assign::<i64>(&self.a_dims, &self.a_int, &self.b_dims, &self.b_int, true)
            );
        }
    }
}

/// A size: 0 now and then, 1 often (the size that broadcasts), else 2..=5.
fn size() -> impl Strategy<Value = usize> {
    prop_oneof![1 => Just(0usize), 2 => Just(1usize), 6 => 2..=5usize]
}

/// One operand's dims from the output's: drop some leading axes, set some axes to 1.
fn operand_dims(out: &[usize], drop: usize, ones: &[bool]) -> Vec<usize> {
    out.iter()
        .zip(ones)
        .skip(drop)
        .map(|(&d, &one)| if one { 1 } else { d })
        .collect()
}

/// Two broadcast-compatible shapes of ranks 0..=5.
fn compatible_dims() -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    (0..=5usize)
        .prop_flat_map(|rank| {
            let form = (0..=rank, vec(prop::bool::weighted(0.3), rank));
            (vec(size(), rank), form.clone(), form)
        })
        .prop_map(|(out, (drop_a, ones_a), (drop_b, ones_b))| {
            (
                operand_dims(&out, drop_a, &ones_a),
                operand_dims(&out, drop_b, &ones_b),
            )
        })
}

fn any_int() -> impl Strategy<Value = i64> {
    prop_oneof![
        8 => -1000i64..1000,
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
    ]
}

fn nonzero_int() -> impl Strategy<Value = i64> {
    prop_oneof![
        8 => (1i64..100, any::<bool>()).prop_map(|(m, negative)| if negative { -m } else { m }),
        1 => Just(-1i64),
        1 => Just(i64::MIN),
    ]
}

fn any_float() -> impl Strategy<Value = f64> {
    prop_oneof![
        12 => -1000.0f64..1000.0,
        1 => Just(0.0f64),
        1 => Just(-0.0f64),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NAN),
    ]
}

fn case() -> impl Strategy<Value = Case> {
    compatible_dims().prop_flat_map(|(a_dims, b_dims)| {
        let (na, nb) = (
            a_dims.iter().product::<usize>(),
            b_dims.iter().product::<usize>(),
        );
        (
            vec(any_int(), na),
            vec(nonzero_int(), nb),
            vec(any_float(), na),
            vec(any_float(), nb),
        )
            .prop_map(move |(a_int, b_int, a_float, b_float)| Case {
                a_dims: a_dims.clone(),
                b_dims: b_dims.clone(),
                a_int,
                b_int,
                a_float,
                b_float,
            })
    })
}

/// Two shapes of ranks 0..=5 that do not broadcast.
fn incompatible_dims() -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    (vec(size(), 0..=5), vec(size(), 0..=5))
        .prop_filter("the shapes must not broadcast", |(a, b)| {
            ref_broadcast(a, b).is_err()
        })
}

/// A deterministic case from dims, with values spread over each operand.
fn fixed_case(a_dims: &[usize], b_dims: &[usize]) -> Case {
    let (na, nb) = (
        a_dims.iter().product::<usize>() as i64,
        b_dims.iter().product::<usize>() as i64,
    );
    let a_int: Vec<i64> = (0..na).map(|i| (i * 7919) % 2001 - 1000).collect();
    let b_int: Vec<i64> = (0..nb)
        .map(|i| match (i * 13) % 41 - 20 {
            0 => 21,
            x => x,
        })
        .collect();
    Case {
        a_dims: a_dims.to_vec(),
        b_dims: b_dims.to_vec(),
        a_float: a_int.iter().map(|&x| x as f64 / 8.0).collect(),
        b_float: b_int.iter().map(|&x| x as f64 * 0.5).collect(),
        a_int,
        b_int,
    }
}

// ---------------------------------------------------------------------------------------------
// Tests.

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn ops_match_the_reference(case in case()) {
        case.check();
    }

    #[test]
    fn incompatible_dims_fail_with_pytorch_axis_and_message(
        (a_dims, b_dims) in incompatible_dims()
    ) {
        with_shape!(a_dims.len(), SA => with_shape!(b_dims.len(), SB => {
            check_broadcast_error::<SA, SB>(&a_dims, &b_dims)
        }));
    }
}

/// Every (lhs rank, rhs rank) pair in 0..=5 x 0..=5, with shapes that use broadcasting on
/// every axis they can, one with a size-0 axis, and errors where the ranks allow one.
#[test]
fn every_rank_pair() {
    let out = [4, 3, 2, 5, 3];
    for la in 0..=5usize {
        for lb in 0..=5usize {
            let rank = la.max(lb);
            let out = &out[5 - rank..];
            let a_dims = out[rank - la..].to_vec();
            // b has size 1 on every other axis, counted from the right.
            let b_dims: Vec<usize> = out[rank - lb..]
                .iter()
                .enumerate()
                .map(|(i, &d)| if (lb - i) % 2 == 0 { 1 } else { d })
                .collect();
            fixed_case(&a_dims, &b_dims).check();
            fixed_case(&b_dims, &a_dims).check();
            if la > 0 && lb > 0 {
                // Size 0 against size 1 on the innermost axis, and against itself.
                let mut a_zero = a_dims.clone();
                *a_zero.last_mut().unwrap() = 0;
                let mut b_one = b_dims.clone();
                *b_one.last_mut().unwrap() = 1;
                fixed_case(&a_zero, &b_one).check();
                fixed_case(&b_one, &a_zero).check();
                fixed_case(&a_zero, &a_zero[la - lb.min(la)..]).check();
                // The innermost axis of b made incompatible with a's.
                let mut b_bad = b_dims.clone();
                *b_bad.last_mut().unwrap() = a_dims[la - 1] + 1;
                with_shape!(la, SA => with_shape!(lb, SB => {
                    check_broadcast_error::<SA, SB>(&a_dims, &b_bad)
                }));
            }
        }
    }
}

/// PyTorch's numbering of the failing axis is the broadcast result's: with a shorter lhs the
/// axis is counted in the rhs's (longer) shape.
#[test]
fn error_axis_is_counted_in_the_longer_shape() {
    check_broadcast_error::<S2, S4>(&[3, 2], &[7, 5, 4, 2]);
    check_broadcast_error::<S4, S1>(&[7, 5, 4, 2], &[3]);
    check_broadcast_error::<S3, S3>(&[2, 1, 3], &[2, 4, 5]);
    let a = Tensor::<i64, S2>::zeros_with_dims(&[3, 2]).unwrap();
    let b = Tensor::<i64, S4>::zeros_with_dims(&[7, 5, 4, 2]).unwrap();
    assert_eq!(
        a.try_add(&b).unwrap_err().to_string(),
        "The size of tensor a (3) must match the size of tensor b (4) at non-singleton \
         dimension 2 (shapes [3, 2] and [7, 5, 4, 2])"
    );
    // The first failing axis is reported when several fail.
    let c = Tensor::<i64, S4>::zeros_with_dims(&[6, 5, 3, 3]).unwrap();
    assert!(matches!(
        b.try_add(&c),
        Err(ShapeError::Broadcast { axis: 0, .. })
    ));
}

/// `b2 = a.clone(); c = a + &x` must leave `b2` as it was (copy on write) and give the right
/// values; a unique `a` may be reused for `c`.
#[test]
fn owned_operands_are_copied_on_write() {
    let data: Vec<i64> = (0..12).collect();
    let a = Tensor::<i64, S2>::from_shape_vec(&[3, 4], data.clone()).unwrap();
    let x = Tensor::<i64, S1>::from_shape_vec(&[4], vec![100, 200, 300, 400]).unwrap();
    let b2 = a.clone();
    let c = a + &x;
    let want: Vec<i64> = (0..12).map(|i| i + 100 * (i % 4 + 1)).collect();
    assert_eq!(c.to_vec(), want);
    assert_eq!(b2.to_vec(), data);
    assert_eq!(b2.dims(), &[3, 4]);

    // The same with the owned operand on the right, and in a chain of owned ops.
    let y = Tensor::<i64, S2>::from_shape_vec(&[3, 4], data.clone()).unwrap();
    let kept = y.clone();
    let d = &x - y;
    assert_eq!(
        d.to_vec(),
        (0..12).map(|i| 100 * (i % 4 + 1) - i).collect::<Vec<_>>()
    );
    assert_eq!(kept.to_vec(), data);
    let e = (kept.clone() * &x + &x) - kept.clone();
    let want: Vec<i64> = (0..12)
        .map(|i| i * 100 * (i % 4 + 1) + 100 * (i % 4 + 1) - i)
        .collect();
    assert_eq!(e.to_vec(), want);
    assert_eq!(kept.to_vec(), data);

    // A unique owned operand that is broadcast (dims differ from the result) is not reused.
    let row = Tensor::<i64, S1>::from_shape_vec(&[4], vec![1, 2, 3, 4]).unwrap();
    let f = row + &kept;
    assert_eq!(f.dims(), &[3, 4]);
    assert_eq!(
        f.to_vec(),
        (0..12).map(|i| i + i % 4 + 1).collect::<Vec<_>>()
    );

    // In place on a clone.
    let mut g = kept.clone();
    g += &x;
    assert_eq!(
        g.to_vec(),
        (0..12).map(|i| i + 100 * (i % 4 + 1)).collect::<Vec<_>>()
    );
    assert_eq!(kept.to_vec(), data);
}
