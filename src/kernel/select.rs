//! Three-operand elementwise loop, for `where_(cond, a, b)`.

use super::buffer::Buffer;
use super::plan::ZipPlan;
use super::{alloc, for_each_out_segment, Operand};
use crate::error::AllocError;

/// A new row-major buffer of `out_dims` with `out[i] = f(c[i], a[i], b[i])`, or an `Err` when
/// it cannot be allocated.
pub(crate) fn ternary<C, A, B, O>(
    out_dims: &[usize],
    c: Operand<'_, C>,
    a: Operand<'_, A>,
    b: Operand<'_, B>,
    f: impl Fn(C, A, B) -> O + Sync,
) -> Result<Buffer<O>, AllocError>
where
    C: Copy + Sync,
    A: Copy + Sync,
    B: Copy + Sync,
    O: Send,
{
    let rank = out_dims.len();
    let mut plan = ZipPlan::empty([c.offset, a.offset, b.offset]);
    plan.coalesce(
        out_dims,
        [&c.strides[..rank], &a.strides[..rank], &b.strides[..rank]],
    );
    let len = out_dims.iter().product();
    alloc::filled_buffer(len, |out| {
        for_each_out_segment(
            out,
            &plan,
            #[inline(always)]
            |slots, [co, ao, bo]| {
                let [sc, sa, sb] = plan.inner_strides;
                let n = slots.len();
                if (sc, sa, sb) == (1, 1, 1) {
                    let (c, a, b) = (&c.data[co..][..n], &a.data[ao..][..n], &b.data[bo..][..n]);
                    for (((slot, &x), &y), &z) in slots.iter_mut().zip(c).zip(a).zip(b) {
                        slot.write(f(x, y, z));
                    }
                } else {
                    for (i, slot) in slots.iter_mut().enumerate() {
                        slot.write(f(
                            c.data[co + i * sc],
                            a.data[ao + i * sa],
                            b.data[bo + i * sb],
                        ));
                    }
                }
            },
        );
    })
}
