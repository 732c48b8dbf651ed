//! The three models the ONNX check exports (an MLP, a pre-norm encoder layer, the GPT of
//! `train_gpt.rs`), each with its inputs at sizes other than the export's examples and the
//! crate's outputs for them, written as `.npy` files for `tests/onnx/check.py`. Shared by
//! `examples/export_onnx.rs` and `tests/onnx_runtime.rs`.

use super::model::{Gpt, Tokens, SEQ, VOCAB};
use super::ops::Ops;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::error::Error;
use std::path::Path;
use typed_tensor::nn::{
    Activation, BatchNorm1d, Linear, Mlp, Parameters, TransformerEncoderLayer, Visit,
};
use typed_tensor::onnx::{export, Trace};
use typed_tensor::{dim_name, Plain, Shape, Tensor, D};

dim_name!(pub Batch);
dim_name!(pub Seq);

/// The encoder layer: width 64, 4 heads of 16, feed-forward 128, GELU, pre-norm.
pub type Encoder = TransformerEncoderLayer<64, 4, 16, 128>;
type Mlp64 = Mlp<64, 128, 10>;

/// Writes `{model}.onnx` for the three models and, for each checked size, `{model}_{i}_input.npy`
/// and `{model}_{i}_output.npy` into `dir`; returns the models' names.
pub fn write_all(dir: &Path) -> Result<Vec<&'static str>, Box<dyn Error>> {
    std::fs::create_dir_all(dir)?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);

    let mut mlp = Mlp64::new(linear(&mut rng), Activation::Gelu, linear(&mut rng));
    let batch = |n: usize| floats::<(typed_tensor::Dyn<Batch>, D<64>)>(&mut rng_for(n), &[n, 64]);
    let onnx = export(
        &mut mlp,
        [&batch(2), &batch(5)],
        |mlp, trace: &Trace<f32>, x| mlp.forward(&trace.input("x", x)),
    )?;
    std::fs::write(dir.join("mlp.onnx"), onnx)?;
    for (i, n) in [1, 7].into_iter().enumerate() {
        let x = batch(n);
        write_case(
            dir,
            "mlp",
            i,
            &npy_f32(x.dims(), &x.to_vec()),
            &mlp.forward(&x),
        )?;
    }

    let mut encoder = Encoder::zeros(true, Activation::Gelu);
    randomize(&mut encoder, &mut rng);
    type Hidden = (typed_tensor::Dyn<Batch>, typed_tensor::Dyn<Seq>, D<64>);
    let hidden = |b: usize, s: usize| floats::<Hidden>(&mut rng_for(b * 100 + s), &[b, s, 64]);
    let examples = [&hidden(1, 3), &hidden(2, 5)];
    let onnx = export(&mut encoder, examples, |encoder, trace: &Trace<f32>, x| {
        encoder.forward(&trace.input("x", x), true)
    })?;
    std::fs::write(dir.join("encoder.onnx"), onnx)?;
    for (i, (b, s)) in [(1, 4), (3, 4), (1, 9), (3, 9)].into_iter().enumerate() {
        let x = hidden(b, s);
        let y = encoder.forward(&x, true);
        write_case(dir, "encoder", i, &npy_f32(x.dims(), &x.to_vec()), &y)?;
    }

    let mut gpt = Gpt::new(&mut rng);
    let tokens = |n: usize, seq: usize| -> Tokens {
        let mut rng = rng_for(n * 100 + seq);
        let ids = (0..n * seq).map(|_| rng.random_range(0..VOCAB)).collect();
        Tensor::from_shape_vec(&[n, seq], ids).expect("n rows of seq")
    };
    let examples = [&tokens(1, 3), &tokens(2, 5)];
    let onnx = export(&mut gpt, examples, |gpt, trace: &Trace<f32>, t| {
        gpt.forward(&trace.record(), &trace.indices("tokens", t), None)
    })?;
    std::fs::write(dir.join("gpt.onnx"), onnx)?;
    for (i, (n, seq)) in [(3, 7), (8, 7), (3, SEQ), (8, SEQ)].into_iter().enumerate() {
        let t = tokens(n, seq);
        let ids: Vec<i64> = t.to_vec().into_iter().map(|i| i as i64).collect();
        let y = gpt.forward(&Plain, &t, None);
        write_case(dir, "gpt", i, &npy_i64(t.dims(), &ids), &y)?;
    }

    let mut ops = Ops {
        w: Tensor::uniform(&mut rng, -0.3, 0.3),
        b: Tensor::uniform(&mut rng, -0.3, 0.3),
        norm: Tensor::uniform(&mut rng, 0.5, 1.5),
        row: Tensor::uniform(&mut rng, -1.0, 1.0),
        kernel: Tensor::uniform(&mut rng, -0.5, 0.5),
        up: Tensor::uniform(&mut rng, -0.5, 0.5),
        bn: {
            let mut bn = BatchNorm1d::new(1e-3, Some(0.1));
            bn.weight = Tensor::uniform(&mut rng, 0.5, 1.5);
            bn.bias = Tensor::uniform(&mut rng, -0.5, 0.5);
            bn.set_running(
                Tensor::uniform(&mut rng, -0.5, 0.5),
                Tensor::uniform(&mut rng, 0.5, 2.0),
            );
            bn.eval(); // evaluation: its running statistics are constants of the graph
            bn
        },
    };
    let input =
        |n: usize| floats::<(typed_tensor::Dyn<Batch>, D<6>, D<8>)>(&mut rng_for(n), &[n, 6, 8]);
    let onnx = export(
        &mut ops,
        [&input(1), &input(2)],
        |ops, trace: &Trace<f32>, x| ops.forward(&trace.input("x", x)),
    )?;
    std::fs::write(dir.join("ops.onnx"), onnx)?;
    for (i, n) in [3, 5].into_iter().enumerate() {
        let x = input(n);
        write_case(
            dir,
            "ops",
            i,
            &npy_f32(x.dims(), &x.to_vec()),
            &ops.forward(&x),
        )?;
    }
    Ok(vec!["mlp", "encoder", "gpt", "ops"])
}

fn write_case<S>(
    dir: &Path,
    model: &str,
    i: usize,
    input: &[u8],
    output: &Tensor<f32, S>,
) -> std::io::Result<()> {
    std::fs::write(dir.join(format!("{model}_{i}_input.npy")), input)?;
    let output = npy_f32(output.dims(), &output.to_vec());
    std::fs::write(dir.join(format!("{model}_{i}_output.npy")), output)
}

/// A generator for the example of size `n`.
fn rng_for(n: usize) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(1000 + n as u64)
}

/// Values uniform in [-1, 1) of these dims.
fn floats<S: Shape>(rng: &mut Xoshiro256PlusPlus, dims: &[usize]) -> Tensor<f32, S> {
    let n = dims.iter().product();
    let values = (0..n).map(|_| rng.random_range(-1.0..1.0)).collect();
    Tensor::from_shape_vec(dims, values).expect("dims of the type")
}

/// PyTorch's default `nn.Linear` initialization.
fn linear<const I: usize, const O: usize>(rng: &mut Xoshiro256PlusPlus) -> Linear<I, O> {
    let bound = 1.0 / (I as f32).sqrt();
    Linear::new(
        Tensor::uniform(rng, -bound, bound),
        Some(Tensor::uniform(rng, -bound, bound)),
    )
}

/// Every parameter of `model` uniform in [-0.2, 0.2), plus 1 for the norms' weights.
fn randomize<M: Parameters<f32>>(model: &mut M, rng: &mut Xoshiro256PlusPlus) {
    struct Fill<'a>(&'a mut Xoshiro256PlusPlus);
    impl Visit<f32> for Fill<'_> {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<f32, S>) {
            let shift = match name.contains("norm") && name.ends_with("weight") {
                true => 1.0,
                false => 0.0,
            };
            let n = param.numel();
            let values = (0..n)
                .map(|_| shift + self.0.random_range(-0.2..0.2))
                .collect();
            *param = Tensor::from_shape_vec(param.dims(), values).expect("the same dims");
        }
    }
    model.visit_parameters(&mut String::new(), &mut Fill(rng));
}

/// A NumPy `.npy` file (format 1.0) of little-endian values of type `descr`.
fn npy(descr: &str, dims: &[usize], data: Vec<u8>) -> Vec<u8> {
    let shape: String = dims.iter().map(|d| format!("{d}, ")).collect();
    let mut header =
        format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({shape}), }}");
    // The header, with its 10 bytes of preamble, fills a multiple of 64 and ends in '\n'.
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut file = b"\x93NUMPY\x01\x00".to_vec();
    file.extend((header.len() as u16).to_le_bytes());
    file.extend(header.as_bytes());
    file.extend(data);
    file
}

fn npy_f32(dims: &[usize], values: &[f32]) -> Vec<u8> {
    npy(
        "<f4",
        dims,
        values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    )
}

fn npy_i64(dims: &[usize], values: &[i64]) -> Vec<u8> {
    npy(
        "<i8",
        dims,
        values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    )
}
