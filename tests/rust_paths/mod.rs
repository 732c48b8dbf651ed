//! The paths into the crate that a Rust source file names, read without a parser crate: the
//! leaves of its `use` trees and the `crate::…`/`super::…` paths in its code, resolved from
//! the crate root. Comments, string and char literals are blanked first, so doc comments,
//! doctests and messages name nothing; `$crate::…` (a macro's path at its caller) is skipped.
//! Test code is skipped: a `#[cfg(test)] mod … { … }` block (the caller skips the files of
//! `#[cfg(test)] mod …;`, which [`test_modules`] lists).

/// A path into the crate named at `line` (from 1) of a file.
#[derive(Debug)]
pub struct CratePath {
    pub line: usize,
    /// Its segments from the crate root, `super` and `self` resolved: `["kernel", "Arith"]`.
    pub segments: Vec<String>,
}

/// One leaf of a `use` tree: its segments as written (`["shape", "dim", "D"]`, `self` at the
/// end dropped), the name it brings in, and its line.
#[derive(Debug)]
pub struct UseLeaf {
    pub line: usize,
    pub segments: Vec<String>,
    pub name: String,
}

/// The crate paths of `source`, a file of the module `module` (its segments from the root:
/// `["ops", "matmul", "plan"]`; a `mod.rs` is its directory's module).
pub fn crate_paths(source: &str, module: &[String]) -> Vec<CratePath> {
    let mut code = blank_comments_and_literals(source);
    let blocks = module_blocks(&code);
    let mut found = Vec::new();
    for (start, end, text) in use_statements(&code) {
        let blanked = blank(&code[start..end]);
        code.replace_range(start..end, &blanked);
        let Some(inner) = module_at(&blocks, module, start) else {
            continue;
        };
        for leaf in use_leaves_of(&text, line_at(&code, start)) {
            if let Some(segments) = resolve(&leaf.segments, &inner) {
                found.push(CratePath {
                    line: leaf.line,
                    segments,
                });
            }
        }
    }
    for (at, written) in inline_paths(&code) {
        let Some(inner) = module_at(&blocks, module, at) else {
            continue;
        };
        if let Some(segments) = resolve(&written, &inner) {
            found.push(CratePath {
                line: line_at(&code, at),
                segments,
            });
        }
    }
    found.sort_by_key(|path| path.line);
    found
}

/// The leaves of every `use` in `source` outside test blocks, as written (for `lib.rs`,
/// whose re-exports name the crate root's items).
pub fn use_leaves(source: &str) -> Vec<UseLeaf> {
    let code = blank_comments_and_literals(source);
    let blocks = module_blocks(&code);
    use_statements(&code)
        .into_iter()
        .filter(|&(start, _, _)| module_at(&blocks, &[], start).is_some())
        .flat_map(|(start, _, text)| use_leaves_of(&text, line_at(&code, start)))
        .collect()
}

/// The names of the modules declared `#[cfg(test)] mod name;` in `source`: their files are
/// test code.
pub fn test_modules(source: &str) -> Vec<String> {
    let code = blank_comments_and_literals(source);
    let mut names = Vec::new();
    for (at, _) in code.match_indices("#[cfg(test)]") {
        let rest = skip_attributes(&code[at..]);
        if let Some(rest) = rest.strip_prefix("mod ") {
            let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
            if rest[name.len()..].trim_start().starts_with(';') {
                names.push(name);
            }
        }
    }
    names
}

/// `source` with every comment and string, byte string and char literal replaced by spaces
/// (newlines kept, so lines and byte offsets stay where they were).
fn blank_comments_and_literals(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let prev_ident = i > 0 && is_ident(chars[i - 1]);
        let end = if c == '/' && next == Some('/') {
            Some(
                chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |n| i + n),
            )
        } else if c == '/' && next == Some('*') {
            Some(block_comment_end(&chars, i))
        } else if !prev_ident && (c == 'r' || (c == 'b' && next == Some('r'))) {
            raw_string_end(&chars, if c == 'b' { i + 1 } else { i })
        } else if c == '"' {
            Some(string_end(&chars, i + 1))
        } else if c == '\'' {
            char_literal_end(&chars, i)
        } else {
            None
        };
        match end {
            Some(end) => {
                out.push_str(&blank(&chars[i..end].iter().collect::<String>()));
                i = end;
            }
            None => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// The index after the block comment opening at `start` (nested comments included).
fn block_comment_end(chars: &[char], start: usize) -> usize {
    let (mut depth, mut i) = (0, start);
    while i + 1 < chars.len() {
        match (chars[i], chars[i + 1]) {
            ('/', '*') => (depth, i) = (depth + 1, i + 2),
            ('*', '/') if depth == 1 => return i + 2,
            ('*', '/') => (depth, i) = (depth - 1, i + 2),
            _ => i += 1,
        }
    }
    chars.len()
}

/// The index after a raw string `r#"…"#` whose `r` is at `r`, or `None` if none starts there.
fn raw_string_end(chars: &[char], r: usize) -> Option<usize> {
    if chars.get(r) != Some(&'r') {
        return None;
    }
    let hashes = chars[r + 1..].iter().take_while(|&&c| c == '#').count();
    if chars.get(r + 1 + hashes) != Some(&'"') {
        return None;
    }
    let mut i = r + 2 + hashes;
    while i < chars.len() {
        if chars[i] == '"'
            && chars[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    Some(chars.len())
}

/// The index after the string whose contents start at `i` (escapes skipped).
fn string_end(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    chars.len()
}

/// The index after the char literal opening at `start`, or `None` for a lifetime (`'a`).
fn char_literal_end(chars: &[char], start: usize) -> Option<usize> {
    match (chars.get(start + 1), chars.get(start + 2)) {
        (Some('\\'), _) => {
            let close = chars[start + 3..].iter().position(|&c| c == '\'')?;
            Some(start + 3 + close + 1)
        }
        (Some(_), Some('\'')) => Some(start + 3),
        _ => None,
    }
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` as spaces, newlines kept: as many bytes, on as many lines.
fn blank(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c == '\n' {
                "\n".to_string()
            } else {
                " ".repeat(c.len_utf8())
            }
        })
        .collect()
}

fn line_at(code: &str, at: usize) -> usize {
    code[..at].matches('\n').count() + 1
}

/// `text` after the attributes (`#[…]`) and whitespace it starts with.
fn skip_attributes(mut text: &str) -> &str {
    loop {
        text = text.trim_start();
        let Some(rest) = text.strip_prefix("#[") else {
            return text;
        };
        let mut depth = 1;
        let close = rest.char_indices().find(|&(_, c)| {
            depth += match c {
                '[' => 1,
                ']' => -1,
                _ => 0,
            };
            depth == 0
        });
        match close {
            Some((at, _)) => text = &rest[at + 1..],
            None => return "",
        }
    }
}

/// An inline module `mod name { … }` of a file: its byte range, and its name, or `None` for
/// test code (`#[cfg(test)]`).
struct Block {
    start: usize,
    end: usize,
    name: Option<String>,
}

fn module_blocks(code: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if code[..at].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        let after = rest[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with('{') {
            continue;
        }
        let open = code.len() - after.len();
        let end = matching_brace(code, open);
        let test = attributes_before(code, at).contains("#[cfg(test)]");
        blocks.push(Block {
            start: at,
            end,
            name: (!test).then_some(name),
        });
    }
    blocks
}

/// The attributes and visibility written just before the item at `at`.
fn attributes_before(code: &str, at: usize) -> &str {
    let before = &code[..at];
    let item_start = before.rfind([';', '{', '}']).map_or(0, |i| i + 1);
    &before[item_start..]
}

/// The index after the brace that closes the one at `open`.
fn matching_brace(code: &str, open: usize) -> usize {
    let mut depth = 0;
    for (i, c) in code[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The module at byte `at`: `module` and the inline modules around `at`, or `None` inside
/// test code.
fn module_at(blocks: &[Block], module: &[String], at: usize) -> Option<Vec<String>> {
    let mut path = module.to_vec();
    for block in blocks.iter().filter(|b| b.start <= at && at < b.end) {
        path.push(block.name.clone()?);
    }
    Some(path)
}

/// Each `use …;` of `code`: its byte range and its tree (the text between `use` and `;`).
fn use_statements(code: &str) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(found_at) = code[from..].find("use ") {
        let at = from + found_at;
        from = at + 4;
        if code[..at]
            .chars()
            .next_back()
            .is_some_and(|c| is_ident(c) || c == '$')
        {
            continue;
        }
        let Some(semicolon) = code[at..].find(';') else {
            break;
        };
        let end = at + semicolon + 1;
        found.push((at, end, code[at + 4..end - 1].to_string()));
        from = end;
    }
    found
}

/// The leaves of the use tree `tree`, which starts on line `line`.
fn use_leaves_of(tree: &str, line: usize) -> Vec<UseLeaf> {
    let mut tokens = Vec::new();
    let mut line = line;
    let chars: Vec<char> = tree.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == ':' {
            tokens.push(("::".to_string(), line));
            i += 2;
        } else if is_ident(c) || c == '$' {
            let word: String = chars[i..]
                .iter()
                .take_while(|&&c| is_ident(c) || c == '$')
                .collect();
            i += word.chars().count();
            tokens.push((word, line));
        } else {
            tokens.push((c.to_string(), line));
            i += 1;
        }
    }
    let mut leaves = Vec::new();
    let mut at = 0;
    parse_tree(&tokens, &mut at, Vec::new(), &mut leaves);
    leaves
}

/// Appends the leaves of the tree at `tokens[*at..]` under `prefix`, leaving `*at` after it.
fn parse_tree(
    tokens: &[(String, usize)],
    at: &mut usize,
    mut prefix: Vec<String>,
    leaves: &mut Vec<UseLeaf>,
) {
    while let Some((token, line)) = tokens.get(*at) {
        *at += 1;
        match token.as_str() {
            "::" => {}
            "{" => {
                while tokens.get(*at).is_some_and(|(t, _)| t != "}") {
                    parse_tree(tokens, at, prefix.clone(), leaves);
                    if tokens.get(*at).is_some_and(|(t, _)| t == ",") {
                        *at += 1;
                    }
                }
                *at += 1;
                return;
            }
            "*" => {
                prefix.push("*".to_string());
                leaves.push(UseLeaf {
                    line: *line,
                    segments: prefix,
                    name: "*".to_string(),
                });
                return;
            }
            word => {
                prefix.push(word.to_string());
                if tokens.get(*at).is_some_and(|(t, _)| t == "::") {
                    continue;
                }
                if word == "self" {
                    prefix.pop();
                }
                let mut name = prefix.last().cloned().unwrap_or_default();
                if tokens.get(*at).is_some_and(|(t, _)| t == "as") {
                    name = tokens.get(*at + 1).map_or(name, |(t, _)| t.clone());
                    *at += 2;
                }
                leaves.push(UseLeaf {
                    line: *line,
                    segments: prefix,
                    name,
                });
                return;
            }
        }
    }
}

/// Every `crate::…` and `super::…` path in `code` outside `use` (already blanked): its byte
/// offset and segments as written.
fn inline_paths(code: &str) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| is_ident(c) || c == '$' || c == ':') {
                continue;
            }
            let mut segments = Vec::new();
            let mut rest = &code[at..];
            loop {
                let word: String = rest.chars().take_while(|&c| is_ident(c)).collect();
                if word.is_empty() {
                    break;
                }
                rest = &rest[word.len()..];
                segments.push(word);
                match rest.strip_prefix("::") {
                    Some(after) if after.starts_with(is_ident) => rest = after,
                    _ => break,
                }
            }
            found.push((at, segments));
        }
    }
    found
}

/// `written` from the crate root, as seen from `module`; `None` for a path that does not
/// start at the crate or a parent (a child module, another crate, `$crate`).
fn resolve(written: &[String], module: &[String]) -> Option<Vec<String>> {
    let first = written.first()?;
    let mut path = match first.as_str() {
        "crate" => return Some(written[1..].to_vec()),
        "self" => module.to_vec(),
        "super" => module.to_vec(),
        _ => return None,
    };
    let mut rest = &written[1..];
    if first == "super" {
        path.pop();
        while rest.first().is_some_and(|s| s == "super") {
            path.pop();
            rest = &rest[1..];
        }
    }
    path.extend(rest.iter().cloned());
    Some(path)
}
