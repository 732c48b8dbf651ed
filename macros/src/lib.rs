//! Procedural macros for [typed-tensor](https://docs.rs/typed-tensor).
//!
//! Use them through `typed_tensor`, which re-exports what users need: `shape!` there is a small
//! `macro_rules!` wrapper that passes `$crate` to [`shape_type!`], so the generated paths work
//! under any import style and rustc prints them short. The `__*_impls!` macros generate the
//! trait impls for every pair of ranks inside typed-tensor itself.

mod axes_literal;
mod axis_impls;
mod cat_impls;
mod limits;
mod matmul_impls;
mod parameters_derive;
mod permute_impls;
mod rank_pairs;
mod shape_literal;
#[cfg(test)]
mod snapshots;
mod tensor_literal;
mod tokens;
mod unflatten_impls;

use proc_macro::TokenStream;

/// `shape_type!($crate; 5, 1, _, dyn, B)` expands to
/// `($crate::D<5>, $crate::One, _, $crate::Dyn, $crate::D<{ B }>,)`.
///
/// Called by `typed_tensor::shape!`; see its documentation.
#[doc(hidden)]
#[proc_macro]
pub fn shape_type(input: TokenStream) -> TokenStream {
    shape_literal::expand(input)
}

/// `#[derive(Parameters)]`: implements `typed_tensor::nn::Parameters` for a struct with named
/// fields, visiting each field (but those marked `#[parameters(skip)]`) under its own name, or
/// the one `#[parameters(rename = "0")]` gives.
///
/// Re-exported as `typed_tensor::nn::Parameters`; see the trait's documentation.
#[proc_macro_derive(Parameters, attributes(parameters))]
pub fn derive_parameters(input: TokenStream) -> TokenStream {
    parameters_derive::expand(input)
}

/// `tensor_value!($crate; [[1, 2], [3, 4]])` expands to a `Tensor<_, shape![2, 2]>` expression.
///
/// Called by `typed_tensor::tensor!`; see its documentation.
#[doc(hidden)]
#[proc_macro]
pub fn tensor_value(input: TokenStream) -> TokenStream {
    tensor_literal::expand(input)
}

/// The `BroadcastWith` impls for every pair of ranks 0..=8. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __broadcast_with_impls(_input: TokenStream) -> TokenStream {
    rank_pairs::broadcast_with()
        .parse()
        .expect("generated impls parse")
}

/// The `BroadcastInto` impls for every pair of ranks 0..=8. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __broadcast_into_impls(_input: TokenStream) -> TokenStream {
    rank_pairs::broadcast_into()
        .parse()
        .expect("generated impls parse")
}

/// The `Axis` and `InsertAxis` impls for every rank and axis. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __axis_impls(_input: TokenStream) -> TokenStream {
    axis_impls::axis_impls()
        .parse()
        .expect("generated impls parse")
}

/// `__limit!(MAX_RANK)` expands to the value of that constant of the macro crate, so the library
/// and the macros share one definition.
#[doc(hidden)]
#[proc_macro]
pub fn __limit(input: TokenStream) -> TokenStream {
    let value = match input.to_string().trim() {
        "MAX_RANK" => limits::MAX_RANK,
        "REPORTED_AXES" => limits::REPORTED_AXES,
        other => panic!("no limit named `{other}`"),
    };
    format!("{value}usize").parse().expect("a literal parses")
}

/// `axes_type!($crate; 2, 0, 1)` expands to `$crate::Axes3<2, 0, 1>`, after checking that each
/// axis is below the count and appears once.
///
/// Called by `typed_tensor::axes!`; see its documentation.
#[doc(hidden)]
#[proc_macro]
pub fn axes_type(input: TokenStream) -> TokenStream {
    axes_literal::expand(input)
}

/// The `PermuteRanks` and `TransposeRanks` impls for every rank. Used once, inside
/// typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __permute_impls(_input: TokenStream) -> TokenStream {
    (permute_impls::permute_impls() + &permute_impls::transpose_impls())
        .parse()
        .expect("generated impls parse")
}

/// The `FlattenRanks` impls for every rank and range of axes. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __flatten_impls(_input: TokenStream) -> TokenStream {
    permute_impls::flatten_impls()
        .parse()
        .expect("generated impls parse")
}

/// The `CatRanks` impls for every rank and axis. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __cat_impls(_input: TokenStream) -> TokenStream {
    cat_impls::cat_impls()
        .parse()
        .expect("generated impls parse")
}

/// The `SameRankRanks` impls for every pair of ranks. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __same_rank_impls(_input: TokenStream) -> TokenStream {
    cat_impls::same_rank_impls()
        .parse()
        .expect("generated impls parse")
}

/// The `MatmulAgainst` impls for every pair of ranks 0..=8, and the `MatmulForm` impls of the
/// fixed-rank forms. Used once, inside typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __matmul_impls(_input: TokenStream) -> TokenStream {
    (matmul_impls::matmul_ranks() + &matmul_impls::matmul_forms())
        .parse()
        .expect("generated impls parse")
}

/// The `UnflattenRanks` impls for every rank, axis and count of parts. Used once, inside
/// typed-tensor.
#[doc(hidden)]
#[proc_macro]
pub fn __unflatten_impls(_input: TokenStream) -> TokenStream {
    unflatten_impls::unflatten_impls()
        .parse()
        .expect("generated impls parse")
}
