//! `axes![2, 0, 1]`: a permutation as a type, `Axes3<2, 0, 1>`.

use crate::shape_literal::literal_size;
use crate::tokens::{compile_error, group, item_path, punct, split_commas, split_crate_path};
use proc_macro::{Delimiter, Literal, Span, TokenStream, TokenTree};

use crate::limits::MAX_RANK;

pub fn expand(input: TokenStream) -> TokenStream {
    let (crate_path, body) = split_crate_path(input);
    let items = split_commas(body);
    if items.len() > MAX_RANK {
        let span = items[MAX_RANK]
            .0
            .first()
            .map_or(items[MAX_RANK].1, TokenTree::span);
        return compile_error(
            span,
            &format!(
                "a permutation has at most {MAX_RANK} axes; this is axis {}",
                MAX_RANK + 1
            ),
        );
    }
    // On an error, report it on the offending axis and put an unused axis in its place, so
    // the type stays a valid permutation and no second error follows.
    let mut axes: Vec<Option<usize>> = Vec::new();
    let mut error: Option<TokenStream> = None;
    for (tokens, comma_span) in &items {
        let span = tokens.first().map_or(*comma_span, TokenTree::span);
        match axis_value(tokens, span, items.len(), &axes) {
            Ok(value) => axes.push(Some(value)),
            Err(e) => {
                error.get_or_insert(e);
                axes.push(None);
            }
        }
    }
    let mut unused = (0..axes.len()).filter(|a| !axes.contains(&Some(*a)));
    let axes: Vec<usize> = axes
        .iter()
        .map(|a| a.unwrap_or_else(|| unused.next().expect("one unused axis per hole")))
        .collect();
    let span = Span::call_site();
    if axes.is_empty() {
        if let Some(e) = error {
            return e;
        }
    }
    let mut out = item_path(&crate_path, "shape", span);
    out.extend(item_path(&TokenStream::new(), "machinery", span));
    out.extend(item_path(
        &TokenStream::new(),
        &format!("Axes{}", axes.len()),
        span,
    ));
    if !axes.is_empty() {
        out.extend([punct('<', span)]);
        for (i, axis) in axes.iter().enumerate() {
            if i > 0 {
                out.extend([punct(',', span)]);
            }
            let literal = TokenTree::Literal(Literal::usize_unsuffixed(*axis));
            match (&error, i == 0) {
                // `{ compile_error!(..); 0 }`: the error, in a const argument that still has a value.
                (Some(e), true) => {
                    let mut block = e.clone();
                    block.extend([punct(';', span), literal]);
                    out.extend([group(Delimiter::Brace, block, span)]);
                }
                _ => out.extend([literal]),
            }
        }
        out.extend([punct('>', span)]);
    }
    out
}

/// The axis written in `tokens`, or a `compile_error!` naming it when it is not an integer
/// below `len` or repeats one in `seen`.
fn axis_value(
    tokens: &[TokenTree],
    span: Span,
    len: usize,
    seen: &[Option<usize>],
) -> Result<usize, TokenStream> {
    let value = match tokens {
        [TokenTree::Literal(literal)] => literal_size(literal)?,
        [] => return Err(compile_error(span, "empty axis between two commas")),
        _ => {
            return Err(compile_error(
                span,
                "expected an axis number such as `0`: `axes![2, 0, 1]` puts axis 2 first",
            ))
        }
    };
    if value >= len as u128 {
        return Err(compile_error(
            span,
            &format!(
                "axis {value} is out of range for a permutation of {len} axes: use 0 to {}",
                len - 1
            ),
        ));
    }
    let value = value as usize;
    if let Some(first) = seen.iter().position(|&a| a == Some(value)) {
        return Err(compile_error(
            span,
            &format!(
                "axis {value} appears twice (positions {first} and {}); a permutation names each axis once",
                seen.len()
            ),
        ));
    }
    Ok(value)
}
