//! The debug-build check, at the one point where a layout meets a shape type
//! (`Tensor::from_parts`), that a tensor's run-time dims agree with its type.
//!
//! The check takes no bound on the shape type. Ops build their results as projections
//! (`Broadcast<S1, S2>`, `<S as Permute<P>>::Output`, ...) that carry no `Shape` bound, and
//! giving them one puts `Dim` bounds on users' generic code. So the static dims are read from
//! `core::any::type_name`, which has no bounds and, after monomorphization, names the concrete
//! tuple: `(typed_tensor::shape::dim::D<5>, typed_tensor::shape::dim::Dyn)`.
//!
//! Rules the decoder keeps:
//! - It recognizes only a tuple of this crate's dims, by their full path (`DIM_PATH`):
//!   `D<N>` (`N` in decimal or `usize::MAX`), `One`, and `Dyn` with or without generic
//!   arguments. For anything else it
//!   returns `None` and the check is skipped. It never guesses, so a change in rustc's
//!   format can switch the check off but cannot make it reject a correct tensor.
//! - The unit tests compare the decoded dims with `Shape::STATIC_DIMS` for every kind of dim
//!   and rank, so a format change that switches the check off fails those tests.

use crate::shape::MAX_RANK;

/// The path rustc prints before `D`, `One` and `Dyn`.
const DIM_PATH: &str = "typed_tensor::shape::dim::";

/// The static dims of a shape type, decoded from its name: `None` for a `Dyn` axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TypeDims {
    rank: usize,
    dims: [Option<usize>; MAX_RANK],
}

impl TypeDims {
    pub(crate) fn as_slice(&self) -> &[Option<usize>] {
        &self.dims[..self.rank]
    }
}

/// The static dims of `S` if it is a tuple of this crate's dims, else `None`.
pub(crate) fn type_dims<S>() -> Option<TypeDims> {
    decode(core::any::type_name::<S>())
}

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

/// Decodes a type name such as `(typed_tensor::shape::dim::D<5>, typed_tensor::shape::dim::One)`.
///
/// One pass of prefix comparisons and `find`, which run as the standard library's optimized
/// `memcmp` and `memchr` even in a debug build: the check runs on every op there.
fn decode(name: &str) -> Option<TypeDims> {
    let mut rest = name.strip_prefix('(')?;
    let mut out = TypeDims {
        rank: 0,
        dims: [None; MAX_RANK],
    };
    if rest == ")" {
        return Some(out);
    }
    loop {
        if out.rank == MAX_RANK {
            return None;
        }
        let (dim, after) = decode_dim(rest)?;
        out.dims[out.rank] = dim;
        out.rank += 1;
        // Rank one is written `(X,)`, larger ranks `(X, Y)`.
        match (after, out.rank) {
            (",)", 1) => return Some(out),
            (")", rank) if rank > 1 => return Some(out),
            _ => rest = after.strip_prefix(", ")?,
        }
    }
}

/// The axis at the start of `text` and the text after it: `Some(n)` for `D<n>` and `One`,
/// `None` for `Dyn`; `None` overall if `text` does not start with one of this crate's dims.
fn decode_dim(text: &str) -> Option<(Option<usize>, &str)> {
    let text = text.strip_prefix(DIM_PATH)?;
    if let Some(rest) = text.strip_prefix("One") {
        return Some((Some(1), rest));
    }
    if let Some(rest) = text.strip_prefix("Dyn") {
        return Some((None, skip_generic_args(rest)?));
    }
    let rest = text.strip_prefix("D<")?;
    let end = rest.find('>')?;
    let size = match &rest[..end] {
        "usize::MAX" => usize::MAX,
        digits if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            digits.parse().ok()?
        }
        _ => return None,
    };
    Some((Some(size), &rest[end + 1..]))
}

/// `text` after the generic arguments `<..>` it starts with, if any; `None` if their brackets
/// do not balance.
fn skip_generic_args(text: &str) -> Option<&str> {
    if !text.starts_with('<') {
        return Some(text);
    }
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    for (i, &byte) in bytes.iter().enumerate() {
        match byte {
            b'<' | b'(' | b'[' => depth += 1,
            // The `>` of a `->` in a fn type closes nothing.
            b'>' if bytes[i - 1] == b'-' => {}
            b'>' | b')' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(&text[i + 1..]);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests;
