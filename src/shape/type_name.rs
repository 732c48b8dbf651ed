//! A shape type's dims read from `core::any::type_name`, which needs no bound on the type:
//! the debug check at `Tensor::from_parts` reads their static sizes, and run-time errors read
//! their names (`Dyn<Batch>`).
//!
//! Rules the decoder keeps:
//! - It recognizes only a tuple of this crate's dims, by their full path (`DIM_PATH`):
//!   `D<N>` (`N` in decimal or `usize::MAX`), `One`, and `Dyn` with or without generic
//!   arguments. For anything else it returns `None`. It never guesses, so a change in rustc's
//!   format can switch the debug check off or drop a name from an error, but cannot make the
//!   check reject a correct tensor.
//! - The unit tests (`tensor::dims_check`'s) compare the decoded dims with
//!   `Shape::STATIC_DIMS` for every kind of dim and rank, so a format change fails them.

use super::MAX_RANK;

/// The path rustc prints before `D`, `One` and `Dyn`.
pub(crate) const DIM_PATH: &str = "typed_tensor::shape::dim::";

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

/// Decodes a type name such as `(typed_tensor::shape::dim::D<5>, typed_tensor::shape::dim::One)`.
pub(crate) fn decode(name: &str) -> Option<TypeDims> {
    let mut out = TypeDims {
        rank: 0,
        dims: [None; MAX_RANK],
    };
    let rank = for_each_dim(name, |axis, _, size| out.dims[axis] = size)?;
    out.rank = rank;
    Some(out)
}

/// Calls `f(axis, text, size)` for each dim of a shape type's name, `text` being the dim's
/// name without the crate's path (`Dyn<my::Batch>`) and `size` its static size (`None` for
/// `Dyn`); returns the rank, or `None` (after calls for the dims before) if `name` is not a
/// tuple of at most `MAX_RANK` of this crate's dims.
///
/// One pass of prefix comparisons and `find`, which run as the standard library's optimized
/// `memcmp` and `memchr` even in a debug build: the check at `from_parts` runs on every op.
pub(crate) fn for_each_dim<'a>(
    name: &'a str,
    mut f: impl FnMut(usize, &'a str, Option<usize>),
) -> Option<usize> {
    let mut rest = name.strip_prefix('(')?;
    if rest == ")" {
        return Some(0);
    }
    let mut rank = 0;
    loop {
        if rank == MAX_RANK {
            return None;
        }
        let text = rest.strip_prefix(DIM_PATH)?;
        let (size, after) = decode_dim(text)?;
        f(rank, &text[..text.len() - after.len()], size);
        rank += 1;
        // Rank one is written `(X,)`, larger ranks `(X, Y)`.
        match (after, rank) {
            (",)", 1) => return Some(rank),
            (")", rank) if rank > 1 => return Some(rank),
            _ => rest = after.strip_prefix(", ")?,
        }
    }
}

/// The axis at the start of `text` (after the crate's path) and the text after it: `Some(n)`
/// for `D<n>` and `One`, `None` for `Dyn`; `None` overall if `text` does not start with one of
/// this crate's dims.
fn decode_dim(text: &str) -> Option<(Option<usize>, &str)> {
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
