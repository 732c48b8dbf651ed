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
fn decode(name: &str) -> Option<TypeDims> {
    let inner = name.strip_prefix('(')?.strip_suffix(')')?;
    let mut out = TypeDims {
        rank: 0,
        dims: [None; MAX_RANK],
    };
    if inner.is_empty() {
        return Some(out);
    }
    // A rank-one tuple is written `(X,)`: one trailing comma, and no empty element otherwise.
    let inner = inner.strip_suffix(',').unwrap_or(inner);
    for element in split_top_level(inner)? {
        if out.rank == MAX_RANK {
            return None;
        }
        out.dims[out.rank] = decode_dim(element.trim())?;
        out.rank += 1;
    }
    Some(out)
}

/// `text` split at the commas outside any `<..>`, `(..)` or `[..]`; `None` if the brackets do
/// not balance.
fn split_top_level(text: &str) -> Option<Vec<&str>> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    let bytes = text.as_bytes();
    for (i, &byte) in bytes.iter().enumerate() {
        match byte {
            b'<' | b'(' | b'[' => depth += 1,
            // The `>` of a `->` in a fn type closes nothing.
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b'>' | b')' | b']' => depth = depth.checked_sub(1)?,
            b',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    (depth == 0).then(|| {
        parts.push(&text[start..]);
        parts
    })
}

/// One axis: `Some(Some(n))` for `D<n>` and `One`, `Some(None)` for `Dyn`, `None` for a type
/// that is not one of this crate's dims.
fn decode_dim(element: &str) -> Option<Option<usize>> {
    let name_end = element.find('<').unwrap_or(element.len());
    let (path, args) = element.split_at(name_end);
    let name = path.strip_prefix(DIM_PATH)?;
    match (name, args) {
        ("One", "") => Some(Some(1)),
        ("Dyn", _) if args.is_empty() || args.ends_with('>') => Some(None),
        ("D", _) => {
            let size = args.strip_prefix('<')?.strip_suffix('>')?;
            match size {
                "usize::MAX" => Some(Some(usize::MAX)),
                digits if digits.bytes().all(|b| b.is_ascii_digit()) => {
                    digits.parse().ok().map(Some)
                }
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
