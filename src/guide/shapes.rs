//! Shapes and NumPy/PyTorch broadcasting: how a shape type is written and how two shapes broadcast.
//!
//! ## Shapes
//!
//! `shape![..]` writes a shape type, a tuple of dims of rank 0 through 8:
//!
//! | you write | type | meaning |
//! |---|---|---|
//! | `5`, `0` | `D<5>`, `D<0>` | a static size (0 is an ordinary size) |
//! | `1` | `One` | size one, the size that broadcasts |
//! | `dyn` | `Dyn` | a size known only at run time |
//! | `dyn Batch` | `Dyn<Batch>` | a run-time size with a name (see [Named run-time dims](crate::guide::named_dims)) |
//! | `_` | inferred | left to type inference |
//! | `B`, `cfg::HIDDEN`, `{ 2 * K }` | `D<B>` | a const item or const generic parameter |
//! | (nothing) | `()` | rank 0 |
//!
//! Size one is its own type because stable Rust cannot branch on "is `N` equal to 1?" in a trait
//! impl; with `One` apart, every broadcasting rule is a plain impl and rustc prints sizes in
//! decimal. A `D<1>` (a const generic that turns out to be 1, as in `Linear<128, 1>`, or written
//! by hand) is a legal static size that **does not broadcast implicitly**: `D<1>` with `D<1>` or
//! `One` gives `D<1>`, a `Dyn` against it must be 1 at run time, and against another `D<N>` it is
//! a compile error whose note says that `One` (written `1` in `shape!`) is the size that
//! broadcasts. Generic code over `const N: usize` therefore builds for every `N`, 1 included.
//!
//! ## Broadcasting rules (NumPy / PyTorch)
//!
//! - Align the shapes from the right and pad the shorter with size one.
//! - On each axis the sizes must be equal, or one of them 1; the result takes the other.
//! - A rank-0 tensor broadcasts with anything. Size 0 is an ordinary size: 0 with 1 gives 0, 0 with
//!   3 is an error.
//! - `Dyn` with `One` gives `Dyn`; `Dyn` with `D<N>` gives `D<N>` after a run-time check that the
//!   value is 1 or N; `Dyn` with `Dyn` gives `Dyn`, checked at run time.
//! - The one departure from NumPy: the size one that broadcasts is the type `One` (`1` in
//!   `shape!`). A `D<1>` from a const generic is a size one that does not: it meets `D<1>` and
//!   `One` (giving `D<1>`), a `Dyn` against it must be 1 at run time, and against another `D<N>`
//!   it is a compile error. Stable Rust cannot test "is `N` equal to 1?" in a trait impl, so
//!   the alternative would be to reject `D<1>` outright, which breaks generic code such as
//!   `Linear<IN, 1>`.
//! - In place (`x += &y`, `-=`, `*=`, `/=`, `%=`) compiles only when the broadcast shape is the
//!   shape of `x`: `[5,3,4,1] += [3,1,1]` compiles, `[1,3,1] += [3,1,7]` does not. A `D<1>` axis
//!   of `y` does not stretch here either: against a `Dyn` axis of `x` (and of `out` in
//!   `add_into`, or of the target of `broadcast_to`) that size must be 1 at run time, as
//!   `D<3> += D<1>` does not compile.
//! - Broadcasting never copies an operand: it is read with stride 0.
//!
//! The result of an op is exactly the type `shape![..]` of its dims, so annotations work, and a
//! tensor's run-time dims always agree with its type: constructors and ops check every `Dyn` axis.
//! Debug builds also check, where the crate builds every tensor, that its dims agree with its
//! type, so a bug inside the crate panics there instead of handing out a mistyped tensor.
