//! Naming the run-time dim at a failing axis: a mismatch between two `Dyn<Batch>` axes says
//! `Dyn<Batch>`.
//!
//! The names come from the shape types' `type_name` (`shape::type_name`), which needs no bound
//! on the types, so every op can name its operands' dims on its error path without asking
//! anything more of generic callers. A name the decoder does not read is simply not reported.

use super::ShapeError;
use crate::shape::is_named_dyn;
use crate::shape::type_name::for_each_dim;

impl ShapeError {
    /// Fills in the named run-time dim at the failing axis, reading the dims of the left (or
    /// source) operand's type `L` and of the right (or target) operand's type `R`, unless an
    /// earlier call found one.
    pub(crate) fn naming_dims<L: ?Sized, R: ?Sized>(self) -> Self {
        self.naming_dims_from(dim_names::<L>(), dim_names::<R>())
    }

    /// [`naming_dims`](Self::naming_dims) given the two types' dim names: the body, apart, so
    /// that it is compiled once rather than once per pair of shape types.
    fn naming_dims_from(mut self, lhs: Vec<String>, rhs: Vec<String>) -> Self {
        // The name at axis `axis` of a `rank`-axis result, for an operand aligned from the right.
        let at = |names: &[String], axis: usize, rank: usize| -> Option<String> {
            let i = (axis + names.len()).checked_sub(rank)?;
            names.get(i).filter(|name| is_named_dyn(name)).cloned()
        };
        let both = |axis: usize, rank: usize| at(&lhs, axis, rank).or_else(|| at(&rhs, axis, rank));
        let (found, dim) = match &mut self {
            ShapeError::Broadcast {
                lhs: l,
                rhs: r,
                axis,
                dim,
            } => (both(*axis, l.len().max(r.len())), dim),
            ShapeError::BroadcastInto {
                target,
                axis: Some(axis),
                dim,
                ..
            } => (both(*axis, target.len()), dim),
            ShapeError::Matmul {
                lhs: l,
                rhs: r,
                dim,
            } => {
                // The contracted axes: the lhs's last, the rhs's second to last (or only).
                let named = |names: &[String], i: Option<usize>| {
                    i.and_then(|i| names.get(i))
                        .filter(|n| is_named_dyn(n))
                        .cloned()
                };
                let rhs_inner = r.len().checked_sub(if r.len() == 1 { 1 } else { 2 });
                let found = named(&lhs, l.len().checked_sub(1)).or_else(|| named(&rhs, rhs_inner));
                (found, dim)
            }
            ShapeError::MatmulBatch {
                lhs: l,
                rhs: r,
                axis,
                dim,
            } => {
                let batch = |dims: &[usize]| dims.len().saturating_sub(2);
                let rank = batch(l).max(batch(r));
                let batch_names = |names: &[String], dims: &[usize]| {
                    names[..batch(dims).min(names.len())].to_vec()
                };
                let found = at(&batch_names(&lhs, l), *axis, rank)
                    .or_else(|| at(&batch_names(&rhs, r), *axis, rank));
                (found, dim)
            }
            ShapeError::BmmBatches {
                lhs: l,
                rhs: r,
                dim,
            } => (at(&lhs, 0, l.len()).or_else(|| at(&rhs, 0, r.len())), dim),
            ShapeError::Join {
                parts,
                part,
                axis,
                dim,
                ..
            } => {
                let (first, other) = (&parts[0], &parts[*part]);
                let failing = (0..first.len()).find(|&i| Some(i) != *axis && first[i] != other[i]);
                (failing.and_then(|i| both(i, first.len())), dim)
            }
            ShapeError::MatmulOut { product, out, dim } => {
                let failing = (0..product.len().min(out.len())).find(|&i| product[i] != out[i]);
                (failing.and_then(|i| both(i, out.len())), dim)
            }
            _ => return self,
        };
        if dim.is_none() {
            *dim = found;
        }
        self
    }
}

/// The dims of a shape type as rustc prints them, without paths: `["D<3>", "Dyn<Batch>"]`;
/// the plain `Dyn` reads `Dyn`. Empty for a type that is not a shape.
pub(crate) fn dim_names<S: ?Sized>() -> Vec<String> {
    dim_names_in(core::any::type_name::<S>())
}

/// [`dim_names`] of the type named `type_name`: apart from the generic function, so that the
/// parsing is compiled once rather than once per shape type.
fn dim_names_in(type_name: &str) -> Vec<String> {
    let mut names = Vec::new();
    let shape = for_each_dim(type_name, |_, text, _| names.push(without_paths(text)));
    match shape {
        Some(_) => names,
        None => Vec::new(),
    }
}

/// A type name without its paths (`Dyn<my::model::Batch>` is `Dyn<Batch>`), and
/// `Dyn<Unnamed>` as rustc prints it: `Dyn`.
fn without_paths(name: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let mut chars = name.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            word.clear();
        } else if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            out.push_str(&word);
            word.clear();
            out.push(c);
        }
    }
    out.push_str(&word);
    out.replace("Dyn<Unnamed>", "Dyn")
}

#[cfg(test)]
mod tests {
    use super::dim_names;
    use crate::{dim_name, shape};

    dim_name!(Batch);

    #[test]
    fn dim_names_read_the_shape_type_without_paths() {
        assert_eq!(
            dim_names::<shape![dyn Batch, 3, dyn, 1]>(),
            ["Dyn<Batch>", "D<3>", "Dyn", "One"]
        );
        assert_eq!(dim_names::<shape![dyn Batch]>(), ["Dyn<Batch>"]);
        assert!(dim_names::<shape![]>().is_empty());
        assert!(dim_names::<u8>().is_empty());
    }
}
