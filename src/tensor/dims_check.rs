//! The debug-build check, at the one point where a layout meets a shape type
//! (`Tensor::from_parts`), that a tensor's run-time dims agree with its type.
//!
//! The check takes no bound on the shape type. Ops build their results as projections
//! (`Broadcast<S1, S2>`, `<S as Permute<P>>::Output`, ...) that carry no `Shape` bound, and
//! giving them one puts `Dim` bounds on users' generic code. So the static dims are read from
//! `core::any::type_name`, which has no bounds and, after monomorphization, names the concrete
//! tuple: `(typed_tensor::shape::dim::D<5>, typed_tensor::shape::dim::Dyn)`.
//!
//! The decoder (`shape::type_name`) skips a type it does not recognize, so the check can be
//! switched off by a change in rustc's format but never rejects a correct tensor; the unit
//! tests compare the decoded dims with `Shape::STATIC_DIMS` for every kind of dim and rank, so
//! such a change fails them.

use crate::shape::type_name::type_dims;

/// Panics, in debug builds, when `dims` disagree with the static dims of `S` (its rank, or
/// the size of a `D<N>` or `One` axis). Does nothing for a type the decoder does not know.
#[inline]
#[cfg_attr(debug_assertions, track_caller)]
pub(crate) fn debug_assert_dims_fit<S>(dims: &[usize]) {
    if cfg!(debug_assertions) {
        if let Some(misfit) = misfit::<S>(dims) {
            panic!(
                "internal error: a tensor of type {} was built with dims {:?} ({})",
                core::any::type_name::<S>(),
                dims,
                misfit
            );
        }
    }
}

/// What is wrong with `dims` as dims of `S`, or `None` when they fit or `S` is not decoded.
fn misfit<S>(dims: &[usize]) -> Option<String> {
    let want = type_dims::<S>()?;
    let want = want.as_slice();
    if want.len() != dims.len() {
        return Some(format!("rank {}, the type says {}", dims.len(), want.len()));
    }
    let axis = want
        .iter()
        .zip(dims)
        .position(|(want, &got)| want.is_some_and(|w| w != got))?;
    let size = want[axis].expect("a misfit axis is static");
    Some(format!(
        "axis {axis} is {}, the type says {size}",
        dims[axis]
    ))
}

#[cfg(test)]
mod tests;
