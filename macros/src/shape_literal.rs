//! `shape![5, 1, _, dyn, dyn Batch, B]`: a shape type from a list of dims.

use crate::tokens::{compile_error, group, item_path, punct, split_commas, split_crate_path};
use proc_macro::{Delimiter, Literal, Span, TokenStream, TokenTree};

use crate::limits::MAX_RANK;

const EXPECTED: &str = "expected a dimension: a size like `5` (`1` becomes `One`), \
                        `_` to infer, `dyn` for a run-time size (`dyn Batch` for a named one), a const name like `B`, \
                        or a `{ const block }`";

const NAMED_DYN: &str = "expected the name of a run-time dim after `dyn`, like `dyn Batch` \
                         (declared with `dim_name!(Batch)`)";

pub fn expand(input: TokenStream) -> TokenStream {
    let (crate_path, dims) = split_crate_path(input);
    let items = split_commas(dims);
    let mut tuple = TokenStream::new();
    for (index, (tokens, comma_span)) in items.into_iter().enumerate() {
        let span = tokens.first().map_or(comma_span, TokenTree::span);
        if index == MAX_RANK {
            return compile_error(
                span,
                &format!(
                    "a shape has at most {MAX_RANK} dimensions; this is dimension {}",
                    index + 1
                ),
            );
        }
        match dim_type(&crate_path, &tokens, span) {
            Ok(dim) => {
                tuple.extend(dim);
                tuple.extend([punct(',', span)]);
            }
            Err(error) => return error,
        }
    }
    [group(Delimiter::Parenthesis, tuple, Span::call_site())]
        .into_iter()
        .collect()
}

/// The type of one dim, or a `compile_error!` spanned on it.
pub fn dim_type(
    crate_path: &TokenStream,
    tokens: &[TokenTree],
    span: Span,
) -> Result<TokenStream, TokenStream> {
    match tokens {
        [] => Err(compile_error(span, "empty dimension between two commas")),
        [TokenTree::Ident(ident)] if ident.to_string() == "_" => {
            Ok(TokenStream::from(tokens[0].clone()))
        }
        [TokenTree::Ident(ident)] if ident.to_string() == "dyn" => {
            Ok(item_path(crate_path, "Dyn", span))
        }
        [TokenTree::Ident(ident), name @ ..] if ident.to_string() == "dyn" => {
            if !is_path(name) {
                return Err(compile_error(name[0].span(), NAMED_DYN));
            }
            let mut out = item_path(crate_path, "Dyn", span);
            out.extend([punct('<', span)]);
            out.extend(name.iter().cloned());
            out.extend([punct('>', span)]);
            Ok(out)
        }
        [TokenTree::Literal(literal)] => match literal_size(literal)? {
            1 => Ok(item_path(crate_path, "One", span)),
            _ => Ok(static_dim(
                crate_path,
                TokenTree::Literal(literal.clone()),
                span,
            )),
        },
        [TokenTree::Punct(minus), TokenTree::Literal(_), ..] if minus.as_char() == '-' => Err(
            compile_error(minus.span(), "a dimension size cannot be negative"),
        ),
        [TokenTree::Group(block)] if block.delimiter() == Delimiter::Brace => {
            Ok(static_dim(crate_path, tokens[0].clone(), span))
        }
        _ if is_path(tokens) => {
            let block = group(Delimiter::Brace, tokens.iter().cloned().collect(), span);
            Ok(static_dim(crate_path, block, span))
        }
        _ => Err(compile_error(span, EXPECTED)),
    }
}

/// `crate::D<size>`.
fn static_dim(crate_path: &TokenStream, size: TokenTree, span: Span) -> TokenStream {
    let mut out = item_path(crate_path, "D", span);
    out.extend([punct('<', span), size, punct('>', span)]);
    out
}

/// `name`, `module::NAME` or `::module::NAME`: something that can name a const.
fn is_path(tokens: &[TokenTree]) -> bool {
    let mut expect_ident = true;
    let mut i = 0;
    if matches!(tokens.first(), Some(TokenTree::Punct(p)) if p.as_char() == ':') {
        i = 2;
    }
    if i >= tokens.len() {
        return false;
    }
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Ident(ident) if expect_ident && ident.to_string() != "_" => i += 1,
            TokenTree::Punct(p) if !expect_ident && p.as_char() == ':' => match tokens.get(i + 1) {
                Some(TokenTree::Punct(q)) if q.as_char() == ':' => i += 2,
                _ => return false,
            },
            _ => return false,
        }
        expect_ident = !expect_ident;
    }
    !expect_ident
}

/// The value of an integer literal, or an error for anything else (floats, strings, suffixes
/// other than `usize`).
pub fn literal_size(literal: &Literal) -> Result<u128, TokenStream> {
    let text = literal.to_string();
    let not_integer = || {
        compile_error(
            literal.span(),
            &format!("a dimension size is a non-negative integer, not `{text}`"),
        )
    };
    let (radix, body) = match text.get(..2) {
        Some("0x") => (16, &text[2..]),
        Some("0o") => (8, &text[2..]),
        Some("0b") => (2, &text[2..]),
        _ => (10, &text[..]),
    };
    let digits_end = body
        .find(|c: char| !(c.is_digit(radix) || c == '_'))
        .unwrap_or(body.len());
    let (digits, suffix) = body.split_at(digits_end);
    if digits.is_empty()
        || suffix.starts_with('.')
        || (radix == 10 && suffix.starts_with(['e', 'E']))
    {
        return Err(not_integer());
    }
    if !suffix.is_empty() && suffix != "usize" {
        return Err(compile_error(
            literal.span(),
            &format!(
                "a dimension size is a `usize`; write `{digits}` without the `{suffix}` suffix"
            ),
        ));
    }
    let digits: String = digits.chars().filter(|&c| c != '_').collect();
    // Too large for u128 is certainly too large for usize: let rustc's own range check speak.
    Ok(u128::from_str_radix(&digits, radix).unwrap_or(u128::MAX))
}
