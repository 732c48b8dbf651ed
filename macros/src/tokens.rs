//! Small helpers for building token streams without syn or quote.

use proc_macro::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};

/// `::core::compile_error!("message")`, every token spanned on `span` so rustc underlines the
/// offending input.
pub fn compile_error(span: Span, message: &str) -> TokenStream {
    let text: TokenStream = format!("::core::compile_error!({message:?})")
        .parse()
        .expect("compile_error! call parses");
    respan(text, span)
}

fn respan(stream: TokenStream, span: Span) -> TokenStream {
    stream
        .into_iter()
        .map(|mut tree| {
            if let TokenTree::Group(group) = &tree {
                let mut inner = Group::new(group.delimiter(), respan(group.stream(), span));
                inner.set_span(span);
                tree = TokenTree::Group(inner);
            } else {
                tree.set_span(span);
            }
            tree
        })
        .collect()
}

/// Splits a stream at its top-level commas. A trailing comma yields no empty last item.
pub fn split_commas(stream: TokenStream) -> Vec<(Vec<TokenTree>, Span)> {
    let mut items = Vec::new();
    let mut current = Vec::new();
    for tree in stream {
        match &tree {
            TokenTree::Punct(p) if p.as_char() == ',' => {
                items.push((std::mem::take(&mut current), p.span()));
            }
            _ => current.push(tree),
        }
    }
    if !current.is_empty() {
        let span = current[0].span();
        items.push((current, span));
    }
    items
}

/// Splits `$crate ; rest` into the crate path and the rest.
pub fn split_crate_path(input: TokenStream) -> (TokenStream, TokenStream) {
    let mut path = Vec::new();
    let mut iter = input.into_iter();
    for tree in iter.by_ref() {
        match &tree {
            TokenTree::Punct(p) if p.as_char() == ';' => break,
            _ => path.push(tree),
        }
    }
    (path.into_iter().collect(), iter.collect())
}

/// `path::name`, with `name` spanned on `span`.
pub fn item_path(crate_path: &TokenStream, name: &str, span: Span) -> TokenStream {
    let mut out = crate_path.clone();
    out.extend(path_sep(span));
    out.extend([TokenTree::Ident(Ident::new(name, span))]);
    out
}

pub fn path_sep(span: Span) -> TokenStream {
    let mut first = Punct::new(':', Spacing::Joint);
    first.set_span(span);
    let mut second = Punct::new(':', Spacing::Alone);
    second.set_span(span);
    [TokenTree::Punct(first), TokenTree::Punct(second)]
        .into_iter()
        .collect()
}

pub fn punct(ch: char, span: Span) -> TokenTree {
    let mut p = Punct::new(ch, Spacing::Alone);
    p.set_span(span);
    TokenTree::Punct(p)
}

pub fn group(delimiter: Delimiter, stream: TokenStream, span: Span) -> TokenTree {
    let mut g = Group::new(delimiter, stream);
    g.set_span(span);
    TokenTree::Group(g)
}
