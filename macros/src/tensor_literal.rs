//! `tensor![[1, 2], [3, 4]]`: a tensor value whose shape is read off the nesting.

use crate::tokens::{
    compile_error, group, item_path, path_sep, punct, split_commas, split_crate_path,
};
use proc_macro::{Delimiter, Ident, Literal, Span, TokenStream, TokenTree};

use crate::limits::MAX_RANK;

pub fn expand(input: TokenStream) -> TokenStream {
    let (crate_path, body) = split_crate_path(input);
    let mut elements = Vec::new();
    let dims = match collect(body, Span::call_site(), 1, &mut elements) {
        Ok(dims) => dims,
        Err(error) => return error,
    };
    // Tensor::<_, (dims,)>::from_vec(vec![elements]).expect(..)
    let span = Span::call_site();
    let mut shape = TokenStream::new();
    for &dim in &dims {
        let name = if dim == 1 { "One" } else { "D" };
        shape.extend(item_path(&crate_path, name, span));
        if dim != 1 {
            shape.extend([
                punct('<', span),
                TokenTree::Literal(Literal::usize_unsuffixed(dim)),
                punct('>', span),
            ]);
        }
        shape.extend([punct(',', span)]);
    }
    let mut out = item_path(&crate_path, "Tensor", span);
    out.extend(path_sep(span));
    out.extend([
        punct('<', span),
        TokenTree::Ident(Ident::new("_", span)),
        punct(',', span),
    ]);
    out.extend([group(Delimiter::Parenthesis, shape, span), punct('>', span)]);
    out.extend(path_sep(span));
    out.extend([TokenTree::Ident(Ident::new("from_vec", span))]);
    let mut vec_call: TokenStream = "::std::vec!".parse().expect("vec! path parses");
    vec_call.extend([group(
        Delimiter::Bracket,
        elements.into_iter().collect(),
        span,
    )]);
    out.extend([group(Delimiter::Parenthesis, vec_call, span)]);
    let expect: TokenStream = ".expect(\"a tensor! literal's length matches its shape\")"
        .parse()
        .expect("expect call parses");
    out.extend(expect);
    out
}

/// Appends the elements of one nesting level to `elements` (each followed by a comma) and
/// returns the dims from this level down.
fn collect(
    stream: TokenStream,
    span: Span,
    depth: usize,
    elements: &mut Vec<TokenTree>,
) -> Result<Vec<usize>, TokenStream> {
    if depth > MAX_RANK {
        return Err(compile_error(span, "a tensor has at most 8 dimensions"));
    }
    let items = split_commas(stream);
    let mut inner_dims: Option<Vec<usize>> = None;
    let mut rows = 0;
    for (tokens, item_span) in &items {
        let is_row = matches!(tokens.as_slice(), [TokenTree::Group(g)] if g.delimiter() == Delimiter::Bracket);
        if rows > 0 && is_row != inner_dims.as_ref().is_some_and(|d| !d.is_empty()) {
            return Err(compile_error(
                *item_span,
                "every element of a level must be a `[..]` row, or none of them",
            ));
        }
        let dims = match tokens.as_slice() {
            [TokenTree::Group(g)] if is_row => collect(g.stream(), g.span(), depth + 1, elements)?,
            [] => {
                return Err(compile_error(
                    *item_span,
                    "empty element between two commas",
                ))
            }
            _ => {
                elements.extend(tokens.iter().cloned());
                elements.push(punct(',', *item_span));
                Vec::new()
            }
        };
        match &inner_dims {
            Some(first) if *first != dims => {
                return Err(compile_error(
                    tokens[0].span(),
                    &format!(
                        "this row has dims {dims:?} but the first row of this level has {first:?}"
                    ),
                ))
            }
            _ => inner_dims = Some(dims),
        }
        rows += 1;
    }
    let mut dims = vec![rows];
    dims.extend(inner_dims.unwrap_or_default());
    Ok(dims)
}
