//! The layers of ARCHITECTURE.md, checked: every path into the crate that a file under `src/`
//! names (its `use` trees, and `crate::…`/`super::…` paths in its code) leads to its own
//! top-level module, to one that the table of ARCHITECTURE.md (its fenced block `layers`)
//! lets that module import, or to an exception listed there with its reason. Paths to items of
//! the crate root (`crate::Tensor`) count as paths to the module that defines them (`lib.rs`'s
//! re-exports say which). Test code (`tests.rs` files and `#[cfg(test)]` modules) may use any
//! module to check its own, and is not read.
//!
//! The table is read from ARCHITECTURE.md at test time, so the rule and the document cannot
//! drift: a module missing from the table, an unknown name in it, or an exception that no
//! import needs fails here too. Reads files only.

mod rust_paths;

use rust_paths::{crate_paths, test_modules, use_leaves};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const ARCHITECTURE: &str = "ARCHITECTURE.md";
const FENCE: &str = "```layers";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// An import across the layers that the table allows by name, with its reason.
struct Exception {
    from: String,
    path: String,
    reason: String,
}

/// The table of ARCHITECTURE.md: what each top-level module may import, and the exceptions.
struct Table {
    allowed: BTreeMap<String, BTreeSet<String>>,
    exceptions: Vec<Exception>,
}

/// Reads the fenced block `layers` of ARCHITECTURE.md. A line `module  a, b, c` lets
/// `module` import `a`, `b` and `c` (`-` for none); a line `module -> path  reason` lets it
/// import `path` (`kernel::MatmulElement`) and what lies under it, and an indented line goes
/// on with the reason above it. Blank lines and the header lines (`module …`,
/// `exception …`) are skipped.
fn table() -> Table {
    let text = read(&root().join(ARCHITECTURE));
    let start = text
        .find(FENCE)
        .unwrap_or_else(|| panic!("{ARCHITECTURE} has no fenced block {FENCE}"));
    let body = &text[start + FENCE.len()..];
    let body = &body[..body.find("```").expect("the layers block is closed")];
    let mut table = Table {
        allowed: BTreeMap::new(),
        exceptions: Vec::new(),
    };
    for raw in body.lines() {
        let line = raw.trim();
        let first = line.split_whitespace().next().unwrap_or("");
        if line.is_empty() || first == "module" || first == "exception" {
            continue;
        }
        if raw.starts_with(char::is_whitespace) {
            let previous = table.exceptions.last_mut();
            let previous = previous.expect("an indented line continues an exception's reason");
            previous.reason = format!("{} {line}", previous.reason);
            continue;
        }
        if let Some((from, rest)) = line.split_once("->") {
            let rest = rest.trim();
            let (path, reason) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            table.exceptions.push(Exception {
                from: from.trim().to_string(),
                path: path.to_string(),
                reason: reason.trim().to_string(),
            });
            continue;
        }
        let imports = line[first.len()..]
            .split([',', ' '])
            .filter(|name| !name.is_empty() && *name != "-")
            .map(str::to_string)
            .collect();
        let previous = table.allowed.insert(first.to_string(), imports);
        assert!(previous.is_none(), "{ARCHITECTURE}: `{first}` has two rows");
    }
    table
}

/// The top-level modules of the crate: `src/<name>.rs` and `src/<name>/` (not `lib.rs`).
fn top_level_modules() -> BTreeSet<String> {
    let mut modules = BTreeSet::new();
    for entry in fs::read_dir(root().join("src")).expect("src/") {
        let path = entry.expect("directory entry").path();
        let name = path
            .file_stem()
            .and_then(|n| n.to_str())
            .expect("UTF-8 name");
        if path.is_dir() || (path.extension().is_some_and(|e| e == "rs") && name != "lib") {
            modules.insert(name.to_string());
        }
    }
    modules
}

/// The items of the crate root and the path that defines each, from `lib.rs`'s re-exports
/// and the `#[macro_export]` macros of `files`: `Tensor` → `tensor::Tensor`, `axes` →
/// `macros::axes`.
fn root_items(
    modules: &BTreeSet<String>,
    files: &[(PathBuf, Vec<String>)],
) -> BTreeMap<String, Vec<String>> {
    let mut items = BTreeMap::new();
    for leaf in use_leaves(&read(&root().join("src/lib.rs"))) {
        if leaf.segments.first().is_some_and(|m| modules.contains(m)) {
            items.insert(leaf.name, leaf.segments);
        }
    }
    for (path, module) in files {
        let Some(top) = module.first() else {
            continue;
        };
        let source = read(path);
        for (at, _) in source.match_indices("#[macro_export]") {
            let Some(start) = source[at..].find("macro_rules! ") else {
                continue;
            };
            let name: String = source[at + start + 13..]
                .chars()
                .take_while(|&c| c.is_alphanumeric() || c == '_')
                .collect();
            items.insert(name.clone(), vec![top.clone(), name]);
        }
    }
    items
}

/// Every `.rs` file under `dir`, with its module path from the crate root, except test code:
/// the files of test modules, which are all named `tests` (`#[cfg(test)] mod tests;`).
fn source_files(dir: &Path, module: &[String], found: &mut Vec<(PathBuf, Vec<String>)>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .expect("source directory")
        .map(|entry| entry.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_stem()
            .and_then(|n| n.to_str())
            .expect("UTF-8 name");
        if name == "tests" {
            continue;
        }
        let mut inner = module.to_vec();
        if path.is_dir() {
            inner.push(name.to_string());
            source_files(&path, &inner, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = read(&path);
            for test in test_modules(&source) {
                assert_eq!(
                    test,
                    "tests",
                    "{}: a test module in its own file is named `tests`, which this test skips",
                    path.display()
                );
            }
            // `mod.rs` is its directory's module, and `src/lib.rs` the crate root.
            if name != "mod" && !(module.is_empty() && name == "lib") {
                inner.push(name.to_string());
            }
            found.push((path, inner));
        }
    }
}

#[test]
fn every_import_is_one_the_layers_allow() {
    let table = table();
    let modules = top_level_modules();
    let mut files = Vec::new();
    source_files(&root().join("src"), &[], &mut files);
    let items = root_items(&modules, &files);
    let mut used = vec![false; table.exceptions.len()];
    let mut forbidden = Vec::new();
    for (path, module) in files {
        let Some(top) = module.first() else {
            continue; // lib.rs: the root, which declares the modules and re-exports their items.
        };
        let allowed = &table.allowed[top];
        let file = path
            .strip_prefix(root())
            .expect("under the crate")
            .display();
        for import in crate_paths(&read(&path), &module) {
            let Some(first) = import.segments.first() else {
                continue;
            };
            let segments = if modules.contains(first) {
                import.segments.clone()
            } else if let Some(defined) = items.get(first) {
                let mut segments = defined.clone();
                segments.extend(import.segments[1..].iter().cloned());
                segments
            } else {
                forbidden.push(format!(
                    "{file}:{}: `crate::{}` names no module or root item this test knows",
                    import.line,
                    import.segments.join("::")
                ));
                continue;
            };
            let target = &segments[0];
            if target == top || allowed.contains(target) {
                continue;
            }
            let written = segments.join("::");
            let exception = table.exceptions.iter().position(|e| {
                e.from == *top
                    && (written == e.path || written.starts_with(&format!("{}::", e.path)))
            });
            match exception {
                Some(i) => used[i] = true,
                None => forbidden.push(format!(
                    "{file}:{}: `{top}` imports `{target}` (`crate::{}`), which the layers \
                     table of {ARCHITECTURE} does not allow",
                    import.line,
                    import.segments.join("::")
                )),
            }
        }
    }
    for (exception, used) in table.exceptions.iter().zip(used) {
        if !used {
            forbidden.push(format!(
                "{ARCHITECTURE}: the exception `{} -> {}` is no longer needed: remove it",
                exception.from, exception.path
            ));
        }
    }
    assert!(forbidden.is_empty(), "\n{}\n", forbidden.join("\n"));
}

#[test]
fn the_table_names_every_module_once_and_nothing_else() {
    let table = table();
    let modules = top_level_modules();
    let rows: BTreeSet<String> = table.allowed.keys().cloned().collect();
    let missing: Vec<_> = modules.difference(&rows).collect();
    let unknown: Vec<_> = rows.difference(&modules).collect();
    assert!(
        missing.is_empty() && unknown.is_empty(),
        "{ARCHITECTURE}'s layers table: modules without a row {missing:?}, rows of no module \
         {unknown:?}"
    );
    for (module, imports) in &table.allowed {
        for import in imports {
            assert!(
                modules.contains(import) && import != module,
                "{ARCHITECTURE}'s layers table: `{module}` may import `{import}`, which is not \
                 another module"
            );
        }
    }
    for e in &table.exceptions {
        assert!(
            modules.contains(&e.from) && !e.reason.is_empty(),
            "{ARCHITECTURE}'s layers table: the exception `{} -> {}` needs a module and a reason",
            e.from,
            e.path
        );
    }
}

#[test]
fn the_reader_sees_uses_inline_paths_and_skips_comments_strings_and_tests() {
    let source = r#"
use super::{self as up, sibling::Item};
use crate::kernel::{self, Arith, Buffer as B};
/// [`link`](crate::nn::Hidden) in a doc comment
fn f() -> &'static str {
    let _ = crate::layout::Layout::contiguous(&[1]); // crate::error::Hidden
    let _c = '"';
    "crate::shape::Hidden"
}
mod inner {
    use super::super::Above;
}
#[cfg(test)]
mod tests {
    use crate::tensor::Hidden;
}
"#;
    let module = ["ops".to_string(), "binary".to_string()];
    let found: Vec<(usize, String)> = crate_paths(source, &module)
        .into_iter()
        .map(|p| (p.line, p.segments.join("::")))
        .collect();
    let want = [
        (2, "ops"),
        (2, "ops::sibling::Item"),
        (3, "kernel"),
        (3, "kernel::Arith"),
        (3, "kernel::Buffer"),
        (6, "layout::Layout::contiguous"),
        (11, "ops::Above"),
    ];
    let want: Vec<(usize, String)> = want.iter().map(|&(l, p)| (l, p.to_string())).collect();
    assert_eq!(found, want);
}

/// The files of the GEMM family (`src/kernel/gemm`), grouped by the family's child module
/// they belong to (`packed/ahead.rs` is `packed`; `mod.rs` is `mod`), and the children each
/// imports, with the file and line of one such import.
fn gemm_imports() -> BTreeMap<String, BTreeMap<String, String>> {
    let gemm = ["kernel".to_string(), "gemm".to_string()];
    let mut files = Vec::new();
    source_files(&root().join("src/kernel/gemm"), &gemm, &mut files);
    let children: BTreeSet<String> = files
        .iter()
        .filter_map(|(_, module)| module.get(2).cloned())
        .collect();
    let mut imports: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (path, module) in files {
        let from = module.get(2).cloned().unwrap_or_else(|| "mod".to_string());
        let source = read(&path);
        let file = path
            .strip_prefix(root())
            .expect("under the crate")
            .display();
        let targets = imports.entry(from.clone()).or_default();
        for import in crate_paths(&source, &module) {
            if !import.segments.starts_with(&gemm) {
                continue;
            }
            let to = match import.segments.get(2) {
                Some(child) if children.contains(child) => child.clone(),
                _ => "mod".to_string(), // an item of `mod.rs` (`sealed`, `MatmulElement`)
            };
            if to != from {
                targets
                    .entry(to)
                    .or_insert_with(|| format!("{file}:{}", import.line));
            }
        }
    }
    imports
}

/// The GEMM family is layered (issue 41): no circle among its files, so that each can be read
/// after those it imports. The leaves (the kernels: `few_rows`, `one_register`, `panels`,
/// `packed`) import the shared parts (`driver`, `pack`, `tiles`, `simd`, `blocking`, ...) and
/// are imported only by `dispatch`; `choose` decides from the cache sizes (`blocking`) alone
/// and imports no kernel.
#[test]
fn the_gemm_family_imports_no_circle() {
    let imports = gemm_imports();
    // Depth-first search for a back edge, reporting the circle it closes.
    fn visit(
        node: &str,
        imports: &BTreeMap<String, BTreeMap<String, String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in imports
            .get(node)
            .into_iter()
            .flat_map(|targets| targets.keys())
        {
            if let Some(circle) = visit(next, imports, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for node in imports.keys() {
        if let Some(circle) = visit(node, &imports, &mut Vec::new(), &mut done) {
            let steps: Vec<String> = circle
                .iter()
                .zip(circle.iter().cycle().skip(1))
                .map(|(from, to)| format!("  {from} -> {to} ({})", imports[from][to]))
                .collect();
            panic!("src/kernel/gemm imports in a circle:\n{}", steps.join("\n"));
        }
    }
    let leaves = ["few_rows", "one_register", "panels", "packed"];
    for (from, targets) in &imports {
        for leaf in leaves {
            if let Some(at) = targets.get(leaf) {
                assert!(
                    from == "dispatch" || leaves.contains(&from.as_str()) && from == leaf,
                    "{at}: `{from}` imports the kernel `{leaf}`: only `dispatch` runs kernels"
                );
            }
        }
    }
    let choose: Vec<&String> = imports["choose"].keys().collect();
    assert_eq!(
        choose,
        ["blocking"],
        "`choose` imports only the cache sizes"
    );
}
