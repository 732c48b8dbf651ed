//! Generic code: which bounds a function over shapes, dims or element types needs.
//!
//! ## Generic code
//!
//! A function generic over shapes needs one bound per operation:
//!
//! ```rust
//! use typed_tensor::shape::{Broadcast, BroadcastWith};
//! use typed_tensor::{shape, Tensor, D};
//!
//! fn add<S1: BroadcastWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Broadcast<S1, S2>> {
//!     a + b
//! }
//!
//! // A bias over any batch dim (static, `One` or `Dyn`) needs no bound at all.
//! fn bias_add<B, const H: usize>(x: &Tensor<f32, (B, D<H>)>, b: &Tensor<f32, (D<H>,)>) -> Tensor<f32, (B, D<H>)> {
//!     x + b
//! }
//!
//! let x = Tensor::<f32, shape![dyn, 2]>::ones_with_dims(&[3, 2]).unwrap();
//! let b = Tensor::<f32, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
//! assert_eq!(bias_add(&x, &b).to_vec(), add(&x, &b).to_vec());
//! ```
//!
//! In-place ops take `S2: BroadcastInto<S1>`.
//!
//! The same dim on both sides broadcasts with itself, whatever it is, with no bound: a generic
//! batch dim `B` meets `B`, and `One` meets a static `D<H>`. A layer norm over any
//! `(batch, time, hidden)` tensor needs no bound on its two generic dims, and a residual
//! connection over any shape needs only `S: Shape`, since every shape broadcasts with itself to
//! itself:
//!
//! ```rust
//! use typed_tensor::{shape, Shape, Tensor, D};
//!
//! fn layer_norm<B, T, const H: usize>(
//!     x: &Tensor<f32, (B, T, D<H>)>,
//!     gamma: &Tensor<f32, (D<H>,)>,
//!     beta: &Tensor<f32, (D<H>,)>,
//! ) -> Tensor<f32, (B, T, D<H>)> {
//!     let centered = x - &x.mean_keepdim::<2>(); // (B, T, D<H>) - (B, T, One)
//!     let var = (&centered * &centered).mean_keepdim::<2>();
//!     &(&(&centered / &(var + 1e-5).sqrt()) * gamma) + beta
//! }
//!
//! fn residual<S: Shape>(x: &Tensor<f32, S>, f: impl Fn(&Tensor<f32, S>) -> Tensor<f32, S>) -> Tensor<f32, S> {
//!     x + &f(x)
//! }
//!
//! let x = Tensor::<f32, shape![dyn, 2, 4]>::from_shape_vec(&[1, 2, 4], vec![1., 2., 3., 4., 2., 2., 2., 2.]).unwrap();
//! let y = layer_norm(&x, &Tensor::ones(), &Tensor::zeros());
//! let expected = [-1.3416, -0.4472, 0.4472, 1.3416, 0.0, 0.0, 0.0, 0.0]; // torch.nn.functional.layer_norm
//! assert!(y.to_vec().iter().zip(expected).all(|(a, b)| (a - b).abs() < 1e-3));
//! assert_eq!(residual(&x, |t| t.relu()).to_vec(), (&x * 2.0).to_vec());
//! ```
//!
//! Forgetting the bound on two unrelated generic shapes is a compile error that names it
//! ("generic shapes need the bound `S1: BroadcastWith<S2>`"). `Shape` and `Dim` are sealed: the
//! tuples of `D<N>`, `One` and `Dyn` of rank 0 through 8 are all the shapes there are.
//!
//! The bounds are in [`typed_tensor::shape`](mod@crate::shape) (`BroadcastWith`, `Axis`,
//! `MatmulWith`, `ReduceAxis`, ...); the element traits beyond `Element` and `FloatElement` in
//! [`typed_tensor::element`](crate::element) (`MatmulElement`, `CastElement`, ...). The traits
//! that only rustc's messages mention (per-rank impls, per-axis checks) live in
//! `typed_tensor::shape::machinery`.
