//! Compile-time behaviour of the optional integrations, locked with trybuild: what must not
//! compile, with the exact message users see. Needs the `rand` and `safetensors` features
//! (`cargo test --all-features --test ui_interop`); trybuild builds the cases with the same
//! features as this test.

#[test]
fn ui_interop() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui-tests/interop-fail/*.rs");
}
