//! The generated impls as reviewable files: each generator's expansion is kept in
//! `macros/expansions/<name>.rs`, and this test fails when the code writes something else, so
//! that a change to the generated impls shows in review as a diff of those files.
//!
//! After an intended change: `UPDATE_EXPANSIONS=1 cargo test -p typed-tensor-macros`, then
//! review and commit the files.

use crate::{axis_impls, cat_impls, matmul_impls, permute_impls, rank_pairs, unflatten_impls};
use std::path::PathBuf;

/// Each generator, by the name of its file.
fn generators() -> Vec<(&'static str, String)> {
    vec![
        ("broadcast_with", rank_pairs::broadcast_with()),
        ("broadcast_into", rank_pairs::broadcast_into()),
        ("axis", axis_impls::axis_impls()),
        ("permute", permute_impls::permute_impls()),
        ("transpose", permute_impls::transpose_impls()),
        ("flatten", permute_impls::flatten_impls()),
        ("cat", cat_impls::cat_impls()),
        ("same_rank", cat_impls::same_rank_impls()),
        ("matmul_ranks", matmul_impls::matmul_ranks()),
        ("matmul_forms", matmul_impls::matmul_forms()),
        ("unflatten", unflatten_impls::unflatten_impls()),
    ]
}

/// One impl per line block: the generators write `impl` items back to back.
fn readable(code: &str) -> String {
    let mut out = code
        .replace("impl<", "\nimpl<")
        .replace("} impl", "}\nimpl");
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.trim_start().to_string()
}

#[test]
fn generated_impls_match_the_committed_expansions() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("expansions");
    let update = std::env::var_os("UPDATE_EXPANSIONS").is_some();
    let mut changed = Vec::new();
    for (name, code) in generators() {
        let path = dir.join(format!("{name}.rs"));
        let text = readable(&code);
        if update {
            std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            changed.push(name);
        }
    }
    assert!(
        changed.is_empty(),
        "the generated impls of {changed:?} differ from macros/expansions/: review the change, \
         then run UPDATE_EXPANSIONS=1 cargo test -p typed-tensor-macros and commit the files"
    );
}
