//! The inner loops: one segment of output from operands at a fixed stride.
//!
//! Unit-stride and stride-0 (broadcast scalar) operands get loops over plain slices so LLVM
//! vectorizes them; any other stride falls back to an indexed loop.

use core::mem::MaybeUninit;

/// An output element: a fresh, uninitialized slot or an existing value to overwrite. Lets the
/// same loops fill new buffers and write into existing tensors without `unsafe`.
pub(crate) trait Slot<T> {
    fn set(&mut self, value: T);
}

impl<T> Slot<T> for MaybeUninit<T> {
    #[inline(always)]
    fn set(&mut self, value: T) {
        self.write(value);
    }
}

impl<T> Slot<T> for T {
    #[inline(always)]
    fn set(&mut self, value: T) {
        *self = value;
    }
}

/// `out[i] = f(a[ao + i*sa], b[bo + i*sb])`, writing every element of `out`.
#[inline(always)]
pub(crate) fn binary_segment<A: Copy, B: Copy, O>(
    out: &mut [impl Slot<O>],
    (a, ao, sa): (&[A], usize, usize),
    (b, bo, sb): (&[B], usize, usize),
    f: impl Fn(A, B) -> O,
) {
    let n = out.len();
    match (sa, sb) {
        (1, 1) => {
            let (a, b) = (&a[ao..ao + n], &b[bo..bo + n]);
            for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                o.set(f(x, y));
            }
        }
        (1, 0) => {
            let (a, y) = (&a[ao..ao + n], b[bo]);
            for (o, &x) in out.iter_mut().zip(a) {
                o.set(f(x, y));
            }
        }
        (0, 1) => {
            let (x, b) = (a[ao], &b[bo..bo + n]);
            for (o, &y) in out.iter_mut().zip(b) {
                o.set(f(x, y));
            }
        }
        _ => {
            for (i, o) in out.iter_mut().enumerate() {
                o.set(f(a[ao + i * sa], b[bo + i * sb]));
            }
        }
    }
}

/// `out[i] = f(out[i], b[bo + i*sb])`: the in-place form.
#[inline(always)]
pub(crate) fn assign_segment<T: Copy, B: Copy>(
    out: &mut [T],
    (b, bo, sb): (&[B], usize, usize),
    f: impl Fn(T, B) -> T,
) {
    let n = out.len();
    match sb {
        1 => {
            for (o, &y) in out.iter_mut().zip(&b[bo..bo + n]) {
                *o = f(*o, y);
            }
        }
        0 => {
            let y = b[bo];
            for o in out.iter_mut() {
                *o = f(*o, y);
            }
        }
        _ => {
            for (i, o) in out.iter_mut().enumerate() {
                *o = f(*o, b[bo + i * sb]);
            }
        }
    }
}

/// `out[i] = f(a[ao + i*sa])`, writing every element of `out`.
#[inline(always)]
pub(crate) fn map_segment<A: Copy, O>(
    out: &mut [MaybeUninit<O>],
    (a, ao, sa): (&[A], usize, usize),
    f: impl Fn(A) -> O,
) {
    let n = out.len();
    match sa {
        1 => {
            for (o, &x) in out.iter_mut().zip(&a[ao..ao + n]) {
                o.set(f(x));
            }
        }
        _ => {
            for (i, o) in out.iter_mut().enumerate() {
                o.set(f(a[ao + i * sa]));
            }
        }
    }
}
