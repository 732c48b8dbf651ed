//! `#[derive(Parameters)]`: visits each field of a struct under its own name, as PyTorch names
//! a module's submodules and parameters.
//!
//! Written on `proc_macro`'s tokens, like the crate's other macros: the input is a struct with
//! named fields, which needs its name, its generics (split into the impl's parameters and the
//! type's arguments), its where clause and each field's name, type and attribute
//! (`#[parameters(skip)]`, or `#[parameters(rename = "0")]` for the name it is visited under).

use crate::tokens::compile_error;
use proc_macro::{Delimiter, Punct, Spacing, Span, TokenStream, TokenTree};

/// The parts of the struct the impl needs, as source text.
struct Model {
    name: String,
    /// Each generic parameter as written (`'a`, `T: Float`, `const N: usize`).
    params: Vec<(Kind, String, String)>,
    where_clause: String,
    fields: Vec<Field>,
}

/// A visited field: its name in the struct, the name it is visited under (a string literal,
/// as written), and its type.
struct Field {
    ident: String,
    visited_as: String,
    ty: String,
    /// The field's name, where a clash of visited names is reported.
    span: Span,
}

#[derive(PartialEq)]
enum Kind {
    Lifetime,
    Other,
}

pub fn expand(input: TokenStream) -> TokenStream {
    match parse(input) {
        Ok(model) => model.to_impl().parse().expect("the generated impl parses"),
        Err((span, message)) => {
            // In item position `compile_error!(..)` needs its semicolon.
            let mut error = compile_error(span, &message);
            error.extend([TokenTree::Punct(Punct::new(';', Spacing::Alone))]);
            error
        }
    }
}

const SHAPE: &str = "#[derive(Parameters)] takes a struct with named fields";

fn parse(input: TokenStream) -> Result<Model, (Span, String)> {
    let mut tokens = input.into_iter().peekable();
    let mut name = None;
    // Attributes, visibility and `struct Name`.
    while let Some(tree) = tokens.next() {
        match &tree {
            TokenTree::Ident(ident) if ident.to_string() == "struct" => {
                match tokens.next() {
                    Some(TokenTree::Ident(n)) => name = Some(n.to_string()),
                    _ => return Err((ident.span(), SHAPE.into())),
                }
                break;
            }
            TokenTree::Ident(ident) if ["enum", "union"].contains(&ident.to_string().as_str()) => {
                return Err((ident.span(), SHAPE.into()));
            }
            _ => {}
        }
    }
    let name = name.ok_or((Span::call_site(), SHAPE.to_string()))?;
    // Generics: everything between the outer `<` and its `>`.
    let mut generics = Vec::new();
    if matches!(tokens.peek(), Some(TokenTree::Punct(p)) if p.as_char() == '<') {
        tokens.next();
        let mut depth = 1;
        for tree in tokens.by_ref() {
            if let TokenTree::Punct(p) = &tree {
                match p.as_char() {
                    '<' => depth += 1,
                    '>' => depth -= 1,
                    _ => {}
                }
            }
            if depth == 0 {
                break;
            }
            generics.push(tree);
        }
    }
    // An optional where clause, then the fields.
    let mut where_clause = Vec::new();
    let fields = loop {
        match tokens.next() {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => break g,
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
                return Err((g.span(), SHAPE.into()));
            }
            Some(TokenTree::Ident(i)) if i.to_string() == "where" => {}
            Some(TokenTree::Punct(p)) if p.as_char() == ';' => {
                return Err((p.span(), SHAPE.into()))
            }
            Some(tree) => where_clause.push(tree),
            None => return Err((Span::call_site(), SHAPE.into())),
        }
    };
    let params = split_top_level(generics)
        .into_iter()
        .map(|param| {
            let text = stream_text(&param);
            let (kind, arg) = match param.as_slice() {
                [TokenTree::Punct(p), TokenTree::Ident(i), ..] if p.as_char() == '\'' => {
                    (Kind::Lifetime, format!("'{i}"))
                }
                [TokenTree::Ident(c), TokenTree::Ident(i), ..] if c.to_string() == "const" => {
                    (Kind::Other, i.to_string())
                }
                [TokenTree::Ident(i), ..] => (Kind::Other, i.to_string()),
                _ => (Kind::Other, text.clone()),
            };
            // A default (`T = f32`) belongs to the type, not the impl.
            let declared = match text.split_once('=') {
                Some((before, _)) => before.trim().to_string(),
                None => text,
            };
            (kind, declared, arg)
        })
        .collect();
    let mut parsed: Vec<Field> = Vec::new();
    for field in split_top_level(fields.stream().into_iter().collect()) {
        if let Some(field) = parse_field(field)? {
            if let Some(twin) = parsed.iter().find(|f| f.visited_as == field.visited_as) {
                let message = format!(
                    "fields `{}` and `{}` would both be visited as {}",
                    twin.ident, field.ident, field.visited_as
                );
                return Err((field.span, message));
            }
            parsed.push(field);
        }
    }
    Ok(Model {
        name,
        params,
        where_clause: stream_text(&where_clause),
        fields: parsed,
    })
}

const ATTRIBUTES: &str =
    "the field attributes are #[parameters(skip)] and #[parameters(rename = \"name\")]";

/// A field, or `None` for a `#[parameters(skip)]` field.
fn parse_field(field: Vec<TokenTree>) -> Result<Option<Field>, (Span, String)> {
    let mut iter = field.into_iter().peekable();
    let mut skip = false;
    let mut rename = None;
    let mut name = None;
    while let Some(tree) = iter.next() {
        match tree {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                if let Some(TokenTree::Group(attr)) = iter.next() {
                    let text = attr.stream().to_string().replace(' ', "");
                    if !text.starts_with("parameters") {
                        continue;
                    }
                    if skip || rename.is_some() {
                        return Err((attr.span(), "one #[parameters(..)] per field".into()));
                    }
                    if text == "parameters(skip)" {
                        skip = true;
                    } else {
                        rename = Some(renamed(&attr)?);
                    }
                }
            }
            TokenTree::Ident(i) if i.to_string() == "pub" => {
                if matches!(iter.peek(), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
                {
                    iter.next();
                }
            }
            TokenTree::Ident(i) => {
                name = Some((i.to_string(), i.span()));
                break;
            }
            other => return Err((other.span(), SHAPE.into())),
        }
    }
    let name = name.ok_or((Span::call_site(), SHAPE.to_string()))?;
    match iter.next() {
        Some(TokenTree::Punct(p)) if p.as_char() == ':' => {}
        _ => return Err((Span::call_site(), SHAPE.into())),
    }
    let ty: Vec<TokenTree> = iter.collect();
    let (name, span) = name;
    let ident = name.trim_start_matches("r#").to_string();
    Ok((!skip).then(|| Field {
        visited_as: rename.unwrap_or_else(|| format!("\"{ident}\"")),
        ident: name,
        ty: stream_text(&ty),
        span,
    }))
}

/// The string literal of `parameters(rename = "...")`, as written (plain or raw, without a
/// suffix, not empty), or the error to report for any other attribute content.
fn renamed(attr: &proc_macro::Group) -> Result<String, (Span, String)> {
    let mut outer = attr.stream().into_iter();
    let args = match (outer.next(), outer.next(), outer.next()) {
        (Some(TokenTree::Ident(i)), Some(TokenTree::Group(args)), None)
            if i.to_string() == "parameters" && args.delimiter() == Delimiter::Parenthesis =>
        {
            args.stream().into_iter().collect::<Vec<_>>()
        }
        _ => return Err((attr.span(), ATTRIBUTES.into())),
    };
    let [TokenTree::Ident(key), TokenTree::Punct(eq), TokenTree::Literal(value)] = args.as_slice()
    else {
        return Err((attr.span(), ATTRIBUTES.into()));
    };
    if key.to_string() != "rename" || eq.as_char() != '=' {
        return Err((attr.span(), ATTRIBUTES.into()));
    }
    let text = value.to_string();
    let string = (text.starts_with('"') || text.starts_with("r\"") || text.starts_with("r#"))
        && (text.ends_with('"') || text.ends_with('#'));
    if !string {
        return Err((
            value.span(),
            "rename takes a string literal: rename = \"0\"".into(),
        ));
    }
    if text.trim_start_matches('r').trim_matches('#') == "\"\"" {
        return Err((value.span(), "a parameter name cannot be empty".into()));
    }
    Ok(text)
}

/// Splits tokens at the commas outside any `<...>` (groups are single tokens already).
fn split_top_level(tokens: Vec<TokenTree>) -> Vec<Vec<TokenTree>> {
    let mut items = vec![Vec::new()];
    let mut depth = 0i32;
    let mut previous = ' ';
    for tree in tokens {
        if let TokenTree::Punct(p) = &tree {
            match p.as_char() {
                '<' => depth += 1,
                '>' if previous != '-' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(Vec::new());
                    previous = ',';
                    continue;
                }
                _ => {}
            }
            previous = p.as_char();
        } else {
            previous = ' ';
        }
        items.last_mut().expect("never empty").push(tree);
    }
    items.retain(|item| !item.is_empty());
    items
}

fn stream_text(tokens: &[TokenTree]) -> String {
    tokens.iter().cloned().collect::<TokenStream>().to_string()
}

impl Model {
    fn to_impl(&self) -> String {
        let path = "::typed_tensor::nn";
        // Lifetimes first, then the element type, then the struct's other parameters.
        let mut impl_params: Vec<String> = self
            .params
            .iter()
            .filter(|p| p.0 == Kind::Lifetime)
            .map(|p| p.1.clone())
            .collect();
        impl_params.push("__E".into());
        impl_params.extend(
            self.params
                .iter()
                .filter(|p| p.0 != Kind::Lifetime)
                .map(|p| p.1.clone()),
        );
        let args: Vec<&str> = self.params.iter().map(|p| p.2.as_str()).collect();
        let ty = match args.is_empty() {
            true => self.name.clone(),
            false => format!("{}<{}>", self.name, args.join(", ")),
        };
        let mut bounds: Vec<String> = self
            .fields
            .iter()
            .map(|field| format!("{}: {path}::Parameters<__E>", field.ty))
            .collect();
        let existing = self.where_clause.trim().trim_end_matches(',');
        if !existing.is_empty() {
            bounds.push(existing.to_string());
        }
        let visits: String = self
            .fields
            .iter()
            .map(|field| {
                format!(
                    "{path}::visit_field(prefix, {}, &mut self.{}, visitor);",
                    field.visited_as, field.ident
                )
            })
            .collect();
        format!(
            "impl<{}> {path}::Parameters<__E> for {ty} where {} {{ \
             fn visit_parameters<__V: {path}::Visit<__E>>(&mut self, prefix: &mut ::std::string::String, \
             visitor: &mut __V) {{ \
             let _ = (&prefix, &visitor); {visits} }} }}",
            impl_params.join(", "),
            bounds.join(", "),
        )
    }
}
