//! Every ui snapshot longer than 12 lines is explained: `ui-tests/long_errors.txt` lists each
//! one with its line count and a reason key, and each key has a paragraph in `guide::limits`
//! ("Error length"). A new long error, or one whose length changed, fails here, so it is
//! explained (or shortened) in review. Reads files only; the snapshots themselves are checked
//! by the `ui` and `ui_interop` tests.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// The length a shape error should keep to; longer ones must be listed.
const MAX_LINES: usize = 12;
const SNAPSHOT_DIRS: [&str; 2] = ["ui-tests/fail", "ui-tests/interop-fail"];
const LIST: &str = "ui-tests/long_errors.txt";
const GUIDE: &str = "src/guide/limits.rs";
/// The reason whose files hold several errors, each of which must keep to `MAX_LINES`.
const PER_AXIS: &str = "one-error-per-axis";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// Each `.stderr` snapshot under `SNAPSHOT_DIRS`, by its path from the crate root.
fn snapshots() -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for dir in SNAPSHOT_DIRS {
        for entry in fs::read_dir(root().join(dir)).expect("snapshot directory") {
            let name = entry.expect("directory entry").file_name();
            let name = name.to_str().expect("UTF-8 file name");
            if name.ends_with(".stderr") {
                let path = format!("{dir}/{name}");
                found.insert(path.clone(), read(&path));
            }
        }
    }
    found
}

/// One line of the list: `<file> <lines> <reason key>`.
struct Listed {
    lines: usize,
    reason: String,
}

fn parse_list(text: &str, problems: &mut Vec<String>) -> BTreeMap<String, Listed> {
    let mut listed = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let parsed = match fields.as_slice() {
            [file, lines, reason] => lines.parse().ok().map(|lines| {
                let reason = reason.to_string();
                (file.to_string(), Listed { lines, reason })
            }),
            _ => None,
        };
        match parsed {
            Some((file, entry)) => {
                if listed.insert(file.clone(), entry).is_some() {
                    problems.push(format!("{LIST}:{}: {file} is listed twice", number + 1));
                }
            }
            None => problems.push(format!(
                "{LIST}:{}: expected `<file> <lines> <reason key>`, got `{line}`",
                number + 1
            )),
        }
    }
    listed
}

/// The lengths of the errors in one snapshot: each starts at a line `error...` or `warning...`.
fn error_lengths(text: &str) -> Vec<usize> {
    let mut lengths = Vec::new();
    for line in text.lines() {
        let starts_error = line.starts_with("error") || line.starts_with("warning");
        match lengths.last_mut() {
            Some(n) if !starts_error => *n += 1,
            _ => lengths.push(1),
        }
    }
    // The blank line that separates two errors belongs to neither.
    let count = lengths.len();
    for n in lengths.iter_mut().take(count.saturating_sub(1)) {
        *n -= 1;
    }
    lengths
}

#[test]
fn every_long_ui_error_is_listed_with_its_length_and_a_reason() {
    let mut problems = Vec::new();
    let listed = parse_list(&read(LIST), &mut problems);
    let guide = read(GUIDE);
    let snapshots = snapshots();

    for (file, text) in &snapshots {
        let lines = text.lines().count();
        if lines > MAX_LINES && !listed.contains_key(file) {
            problems.push(format!(
                "{file} has {lines} lines: shorten it, or add `{file} {lines} <reason>` to {LIST} \
                 with a reason explained in {GUIDE}"
            ));
        }
    }
    for (file, entry) in &listed {
        let Some(text) = snapshots.get(file) else {
            problems.push(format!(
                "{LIST} names {file}, which does not exist: remove it"
            ));
            continue;
        };
        let lines = text.lines().count();
        if lines <= MAX_LINES {
            problems.push(format!(
                "{file} is now {lines} lines, within {MAX_LINES}: remove it from {LIST}"
            ));
        } else if lines != entry.lines {
            problems.push(format!(
                "{file} has {lines} lines, {LIST} says {}: update the count (and the guide's \
                 figures if they quote it)",
                entry.lines
            ));
        }
        if !guide.contains(&format!("**`{}`**", entry.reason)) {
            problems.push(format!(
                "{file}: reason `{}` has no paragraph (\"**`{}`**\") in {GUIDE}",
                entry.reason, entry.reason
            ));
        }
        if entry.reason == PER_AXIS {
            for (i, n) in error_lengths(text).into_iter().enumerate() {
                if n > MAX_LINES {
                    problems.push(format!(
                        "{file}: error {} is {n} lines; `{PER_AXIS}` covers files whose \
                         errors each keep to {MAX_LINES}",
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}

#[test]
fn error_lengths_split_a_snapshot_at_each_error() {
    let two = "error[E0277]: a\n --> x.rs\n  |\n\nerror[E0277]: b\n --> x.rs\n";
    assert_eq!(error_lengths(two), vec![3, 2]);
    assert_eq!(error_lengths("error: a\nnote: b\n"), vec![2]);
}

#[test]
fn the_list_parser_rejects_malformed_and_repeated_lines() {
    let mut problems = Vec::new();
    let text = "# comment\n\na.stderr 13 const-check\na.stderr 14 bound-note\nb.stderr x y\n";
    let listed = parse_list(text, &mut problems);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed["a.stderr"].lines, 14);
    assert_eq!(listed["a.stderr"].reason, "bound-note");
    assert_eq!(problems.len(), 2, "{problems:?}");
}
