//! Compile-time behaviour, locked with trybuild: what must compile, and what must not with
//! the exact message users see.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("ui-tests/pass/*.rs");
    cases.compile_fail("ui-tests/fail/*.rs");
}
