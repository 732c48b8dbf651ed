//! The two models of issue 26, written with this crate as a user writes them: a digits MLP
//! (64 -> 128 -> 64 -> 10 with LayerNorm and GELU) and a pre-norm transformer encoder layer
//! (PyTorch's `TransformerEncoderLayer(norm_first=True, activation="gelu", batch_first=True)`
//! in eval mode). Weights are stored as PyTorch stores them (`[out, in]`), so a linear layer is
//! `x.linear(&w, &b)`, `x · wᵀ + b` as PyTorch's `F.linear`, and a layer norm the fused
//! `layer_norm`. The composed forms (`x.matmul(&w.t()) + b`, and the layer norm from
//! `mean_keepdim`, `sqrt` and `/`) are kept beside them, for `examples/model_op_timing.rs`.
//!
//! Shared by `benches/models.rs`, `examples/model_timing.rs` and `tests/models_vs_torch.rs`
//! (each includes it with `#[path]`); not every crate uses every item, hence the allow.
#![allow(dead_code)]

use typed_tensor::element::{CastElement, MatmulElement};
use typed_tensor::nn::{Activation, Linear, MultiheadAttention, TransformerEncoderLayer};
use typed_tensor::{axes, Dim, FloatElement, Tensor, D, LAST};

/// PyTorch's default `eps` of `nn.LayerNorm`.
pub const LAYER_NORM_EPS: f32 = 1e-5;

/// `F.linear` over rows: `x · wᵀ + b` with `w` as `[out, in]`.
pub fn linear_rows<B: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, D<I>)>,
    w: &Tensor<f32, (D<O>, D<I>)>,
    b: &Tensor<f32, (D<O>,)>,
) -> Tensor<f32, (B, D<O>)> {
    x.linear(w, b)
}

/// `F.linear` over `[batch, seq, in]` activations.
pub fn linear<B: Dim, T: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, T, D<I>)>,
    w: &Tensor<f32, (D<O>, D<I>)>,
    b: &Tensor<f32, (D<O>,)>,
) -> Tensor<f32, (B, T, D<O>)> {
    x.linear(w, b)
}

/// `F.layer_norm` over the last axis of rows.
pub fn layer_norm_rows<B: Dim, const H: usize>(
    x: &Tensor<f32, (B, D<H>)>,
    weight: &Tensor<f32, (D<H>,)>,
    bias: &Tensor<f32, (D<H>,)>,
) -> Tensor<f32, (B, D<H>)> {
    x.layer_norm(weight, bias, LAYER_NORM_EPS)
}

/// `F.layer_norm` over the last axis of `[batch, seq, hidden]` activations.
pub fn layer_norm<B: Dim, T: Dim, const H: usize>(
    x: &Tensor<f32, (B, T, D<H>)>,
    weight: &Tensor<f32, (D<H>,)>,
    bias: &Tensor<f32, (D<H>,)>,
) -> Tensor<f32, (B, T, D<H>)> {
    x.layer_norm(weight, bias, LAYER_NORM_EPS)
}

/// [`linear`] composed from the product with the transposed weight and a bias add.
pub fn linear_composed<B: Dim, T: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, T, D<I>)>,
    w: &Tensor<f32, (D<O>, D<I>)>,
    b: &Tensor<f32, (D<O>,)>,
) -> Tensor<f32, (B, T, D<O>)> {
    x.matmul(&w.t()) + b
}

/// [`layer_norm`] composed from the crate's reductions and arithmetic, with PyTorch's biased
/// variance.
pub fn layer_norm_composed<B: Dim, T: Dim, const H: usize>(
    x: &Tensor<f32, (B, T, D<H>)>,
    weight: &Tensor<f32, (D<H>,)>,
    bias: &Tensor<f32, (D<H>,)>,
) -> Tensor<f32, (B, T, D<H>)> {
    let centered = x - &x.mean_keepdim::<LAST>();
    let var = (&centered * &centered).mean_keepdim::<LAST>();
    (centered / &(var + LAYER_NORM_EPS).sqrt()) * weight + bias
}

/// Input features of the digits MLP (8 x 8 images).
pub const MLP_IN: usize = 64;
/// Width of the MLP's first hidden layer.
pub const MLP_HIDDEN1: usize = 128;
/// Width of the MLP's second hidden layer.
pub const MLP_HIDDEN2: usize = 64;
/// Digit classes.
pub const MLP_OUT: usize = 10;

/// `Linear(64,128) -> LayerNorm(128) -> GELU -> Linear(128,64) -> LayerNorm(64) -> GELU ->
/// Linear(64,10)`; field names follow the PyTorch `nn.Sequential`'s state dict
/// (`0.weight`, `1.weight`, ...).
pub struct Mlp {
    pub fc1_w: Tensor<f32, (D<MLP_HIDDEN1>, D<MLP_IN>)>,
    pub fc1_b: Tensor<f32, (D<MLP_HIDDEN1>,)>,
    pub norm1_w: Tensor<f32, (D<MLP_HIDDEN1>,)>,
    pub norm1_b: Tensor<f32, (D<MLP_HIDDEN1>,)>,
    pub fc2_w: Tensor<f32, (D<MLP_HIDDEN2>, D<MLP_HIDDEN1>)>,
    pub fc2_b: Tensor<f32, (D<MLP_HIDDEN2>,)>,
    pub norm2_w: Tensor<f32, (D<MLP_HIDDEN2>,)>,
    pub norm2_b: Tensor<f32, (D<MLP_HIDDEN2>,)>,
    pub fc3_w: Tensor<f32, (D<MLP_OUT>, D<MLP_HIDDEN2>)>,
    pub fc3_b: Tensor<f32, (D<MLP_OUT>,)>,
}

impl Mlp {
    /// Logits for a batch of any size.
    pub fn forward<B: Dim>(&self, x: &Tensor<f32, (B, D<MLP_IN>)>) -> Tensor<f32, (B, D<MLP_OUT>)> {
        let h = linear_rows(x, &self.fc1_w, &self.fc1_b);
        let h = layer_norm_rows(&h, &self.norm1_w, &self.norm1_b).gelu();
        let h = linear_rows(&h, &self.fc2_w, &self.fc2_b);
        let h = layer_norm_rows(&h, &self.norm2_w, &self.norm2_b).gelu();
        linear_rows(&h, &self.fc3_w, &self.fc3_b)
    }

    /// Deterministic weights of PyTorch's initial scale (`U(-1/sqrt(in), 1/sqrt(in))` for the
    /// linear layers, near 1 and 0 for the norms), for benchmarks.
    pub fn pseudo_random(seed: u64) -> Self {
        let mut r = PseudoRandom(seed);
        Mlp {
            fc1_w: r.tensor(1.0 / (MLP_IN as f32).sqrt()),
            fc1_b: r.tensor(1.0 / (MLP_IN as f32).sqrt()),
            norm1_w: r.tensor(0.1) + 1.0,
            norm1_b: r.tensor(0.1),
            fc2_w: r.tensor(1.0 / (MLP_HIDDEN1 as f32).sqrt()),
            fc2_b: r.tensor(1.0 / (MLP_HIDDEN1 as f32).sqrt()),
            norm2_w: r.tensor(0.1) + 1.0,
            norm2_b: r.tensor(0.1),
            fc3_w: r.tensor(1.0 / (MLP_HIDDEN2 as f32).sqrt()),
            fc3_b: r.tensor(1.0 / (MLP_HIDDEN2 as f32).sqrt()),
        }
    }
}

/// A pre-norm transformer encoder layer of width `MODEL`, `HEADS` heads of `HEAD` features,
/// a feed-forward layer of width `FF`, and `QKV = 3 * MODEL` (stable Rust cannot compute
/// `D<{3 * MODEL}>`, so the caller names it; [`EncoderLayer::SIZES_AGREE`] checks it).
/// Field names follow PyTorch's state dict: `self_attn.in_proj_weight`, ...
pub struct EncoderLayer<
    const MODEL: usize,
    const HEADS: usize,
    const HEAD: usize,
    const QKV: usize,
    const FF: usize,
> {
    pub in_proj_w: Tensor<f32, (D<QKV>, D<MODEL>)>,
    pub in_proj_b: Tensor<f32, (D<QKV>,)>,
    pub out_proj_w: Tensor<f32, (D<MODEL>, D<MODEL>)>,
    pub out_proj_b: Tensor<f32, (D<MODEL>,)>,
    pub linear1_w: Tensor<f32, (D<FF>, D<MODEL>)>,
    pub linear1_b: Tensor<f32, (D<FF>,)>,
    pub linear2_w: Tensor<f32, (D<MODEL>, D<FF>)>,
    pub linear2_b: Tensor<f32, (D<MODEL>,)>,
    pub norm1_w: Tensor<f32, (D<MODEL>,)>,
    pub norm1_b: Tensor<f32, (D<MODEL>,)>,
    pub norm2_w: Tensor<f32, (D<MODEL>,)>,
    pub norm2_b: Tensor<f32, (D<MODEL>,)>,
}

/// The benchmarked size: `d_model` 256, 8 heads of 32, feed-forward 1024.
pub type Encoder256 = EncoderLayer<256, 8, 32, 768, 1024>;

impl<
        const MODEL: usize,
        const HEADS: usize,
        const HEAD: usize,
        const QKV: usize,
        const FF: usize,
    > EncoderLayer<MODEL, HEADS, HEAD, QKV, FF>
{
    /// A build error unless the heads split the model width and `QKV` is three widths.
    pub const SIZES_AGREE: () = assert!(HEADS * HEAD == MODEL && QKV == 3 * MODEL);

    /// The same layer as the crate's `nn::TransformerEncoderLayer` (pre-norm, GELU), sharing
    /// the weights' values.
    pub fn to_nn(&self) -> TransformerEncoderLayer<MODEL, HEADS, HEAD, FF> {
        self.to_nn_as::<f32>()
    }

    /// [`to_nn`](Self::to_nn) with every parameter cast to `U` (`bf16` for the half-precision
    /// benchmarks: each value rounded once).
    pub fn to_nn_as<U>(&self) -> TransformerEncoderLayer<MODEL, HEADS, HEAD, FF, U>
    where
        U: FloatElement + MatmulElement,
        f32: CastElement<U>,
    {
        let mut layer = TransformerEncoderLayer::zeros(true, Activation::Gelu);
        let in_proj_weight =
            Tensor::from_shape_vec(&[QKV, MODEL], self.in_proj_w.cast::<U>().to_vec())
                .expect("QKV rows of MODEL");
        let in_proj_bias = Tensor::from_shape_vec(&[QKV], self.in_proj_b.cast::<U>().to_vec())
            .expect("QKV elements");
        let out_proj = Linear::new(
            self.out_proj_w.cast::<U>(),
            Some(self.out_proj_b.cast::<U>()),
        );
        layer.self_attn = MultiheadAttention::new(in_proj_weight, in_proj_bias, out_proj)
            .expect("the projection has 3 * MODEL rows");
        layer.linear1 = Linear::new(self.linear1_w.cast::<U>(), Some(self.linear1_b.cast::<U>()));
        layer.linear2 = Linear::new(self.linear2_w.cast::<U>(), Some(self.linear2_b.cast::<U>()));
        layer.norm1.weight = self.norm1_w.cast::<U>();
        layer.norm1.bias = self.norm1_b.cast::<U>();
        layer.norm2.weight = self.norm2_w.cast::<U>();
        layer.norm2.bias = self.norm2_b.cast::<U>();
        layer
    }

    /// `x + attention(norm1(x))`, then `+ feed_forward(norm2(·))`, for any batch and sequence.
    pub fn forward<B: Dim, T: Dim>(
        &self,
        x: &Tensor<f32, (B, T, D<MODEL>)>,
    ) -> Tensor<f32, (B, T, D<MODEL>)> {
        let () = Self::SIZES_AGREE;
        let x = x + &self.attention(&layer_norm(x, &self.norm1_w, &self.norm1_b));
        let normed = layer_norm(&x, &self.norm2_w, &self.norm2_b);
        let hidden = linear(&normed, &self.linear1_w, &self.linear1_b).gelu();
        x + &linear(&hidden, &self.linear2_w, &self.linear2_b)
    }

    /// Multi-head self-attention: one product for q, k and v, split into heads as views.
    fn attention<B: Dim, T: Dim>(
        &self,
        x: &Tensor<f32, (B, T, D<MODEL>)>,
    ) -> Tensor<f32, (B, T, D<MODEL>)> {
        let qkv =
            linear(x, &self.in_proj_w, &self.in_proj_b).unflatten::<2, (D<3>, D<HEADS>, D<HEAD>)>();
        // [batch, seq, heads, head] -> [batch, heads, seq, head], views of `qkv`.
        let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
        let context = heads(0).scaled_dot_product_attention(&heads(1), &heads(2), false);
        let merged = context
            .permute::<axes![0, 2, 1, 3]>()
            .flatten_axes::<2, 3, D<MODEL>>();
        linear(&merged, &self.out_proj_w, &self.out_proj_b)
    }

    /// Deterministic weights of PyTorch's initial scale, for benchmarks.
    pub fn pseudo_random(seed: u64) -> Self {
        let mut r = PseudoRandom(seed);
        let attention = (6.0 / (MODEL + MODEL) as f32).sqrt(); // xavier_uniform_, as PyTorch
        EncoderLayer {
            in_proj_w: r.tensor(attention),
            in_proj_b: r.tensor(0.02),
            out_proj_w: r.tensor(1.0 / (MODEL as f32).sqrt()),
            out_proj_b: r.tensor(0.02),
            linear1_w: r.tensor(1.0 / (MODEL as f32).sqrt()),
            linear1_b: r.tensor(1.0 / (MODEL as f32).sqrt()),
            linear2_w: r.tensor(1.0 / (FF as f32).sqrt()),
            linear2_b: r.tensor(1.0 / (FF as f32).sqrt()),
            norm1_w: r.tensor(0.1) + 1.0,
            norm1_b: r.tensor(0.1),
            norm2_w: r.tensor(0.1) + 1.0,
            norm2_b: r.tensor(0.1),
        }
    }
}

/// A 64-bit linear congruential generator: the same weights on every run and platform.
pub struct PseudoRandom(pub u64);

impl PseudoRandom {
    /// Uniform in `[-bound, bound)`.
    pub fn next(&mut self, bound: f32) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let unit = (self.0 >> 40) as f32 / (1u64 << 24) as f32;
        (2.0 * unit - 1.0) * bound
    }

    /// A tensor of a static shape, each element [`next`](Self::next)`(bound)`.
    pub fn tensor<S: typed_tensor::StaticShape>(&mut self, bound: f32) -> Tensor<f32, S> {
        Tensor::from_fn(|_| self.next(bound))
    }

    /// A `[rows, cols]` input whose rows are known at run time.
    pub fn rows<const C: usize>(
        &mut self,
        rows: usize,
        bound: f32,
    ) -> Tensor<f32, (typed_tensor::Dyn, D<C>)> {
        Tensor::from_fn_with_dims(&[rows, C], |_| self.next(bound)).expect("rows x C fits")
    }

    /// A `[batch, seq, width]` input whose batch and sequence are known at run time.
    pub fn sequences<const W: usize>(
        &mut self,
        batch: usize,
        seq: usize,
        bound: f32,
    ) -> Tensor<f32, (typed_tensor::Dyn, typed_tensor::Dyn, D<W>)> {
        Tensor::from_fn_with_dims(&[batch, seq, W], |_| self.next(bound))
            .expect("batch x seq x W fits")
    }
}
