//! Testing shape errors with trybuild.
//!
//! ## Testing shape errors with trybuild
//!
//! Shape errors are part of an API built on this crate, so lock them with
//! [trybuild](https://docs.rs/trybuild) compile-fail tests, as this crate does in `ui-tests/`.
//! Two things to know:
//!
//! - **A compile-fail-only suite runs `cargo check`, which misses the build-time checks.** The
//!   checks that compare numbers the trait system cannot (element counts of `reshape`, `view` and
//!   `flatten_axes`, `cat`'s static sum, `topk`'s `K`, `chunk_exact`'s count, `gather`'s static
//!   index sizes, a repeated axis in a const permutation) are const assertions evaluated when
//!   the code is built, not when it is checked. trybuild checks compile-fail cases with
//!   `cargo check` unless the suite also has a pass case, in which case it builds them. Add one:
//!
//!   ```rust,no_run
//!   #[test]
//!   fn ui() {
//!       let cases = trybuild::TestCases::new();
//!       cases.pass("tests/ui/pass/*.rs"); // at least one: it makes trybuild build, not check
//!       cases.compile_fail("tests/ui/fail/*.rs");
//!   }
//!   ```
//!
//! - **Snapshots depend on the features enabled.** rustc shortens a trait's path in a message
//!   only while no other crate in the build has an item of the same name: with the `ndarray`
//!   feature on, `Shape` prints as `typed_tensor::Shape`. Bless the `.stderr` files
//!   (`TRYBUILD=overwrite cargo test`) with the feature set your CI tests with.
