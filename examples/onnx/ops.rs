//! A model whose forward runs every op the ONNX export writes, each result stacked into one
//! output: ONNX Runtime checks each op's nodes (`tests/onnx/check.py`), not only those the
//! three real models happen to use.

use super::cases::Batch;
use typed_tensor::nn::{BatchNorm1d, Conv, ConvTranspose, Pad, PadMode, Parameters, Pool};
use typed_tensor::{axes, shape, where_, Cat, Dyn, One, Record, Stack, Tensor, D};

/// The input, `[batch, 6, 8]`.
pub type X<R> = Tensor<f32, (Dyn<Batch>, D<6>, D<8>), R>;

/// The parameters the ops read.
#[derive(Parameters)]
pub struct Ops {
    pub w: Tensor<f32, shape![8, 8]>,
    pub b: Tensor<f32, shape![8]>,
    pub norm: Tensor<f32, shape![8]>,
    pub row: Tensor<f32, shape![6, 8]>,
    pub kernel: Tensor<f32, shape![2, 1, 3, 3]>,
    pub bn: BatchNorm1d<6>,
    pub up: Tensor<f32, shape![1, 2, 3, 3]>,
}

impl Ops {
    /// Every op's result on `x`, `[batch, ops, 6, 8]`.
    pub fn forward<R: Record<f32>>(
        &self,
        x: &X<R>,
    ) -> Tensor<f32, (Dyn<Batch>, Dyn, D<6>, D<8>), R> {
        let (w, b) = (x.param(&self.w), x.param(&self.b));
        let (norm, row) = (x.param(&self.norm), x.param(&self.row));
        let pos = x.abs() + 1.0;
        let wide = x * 3.0;
        let keep = Tensor::<bool, shape![6, 8]>::from_fn(|i| (i[0] + 2 * i[1]) % 3 != 0);
        let causal = Tensor::<bool, shape![6, 6]>::full(true).tril(0);
        let picks = Tensor::<usize, shape![8]>::from_vec(vec![3, 1, 4, 1, 5, 0, 2, 6]).unwrap();
        let rows = Tensor::<usize, shape![1, 6, 8]>::from_fn(|i| (i[1] * 5 + i[2] * 3) % 8);
        let q = x.unsqueeze::<1>();
        let widened = |y: Tensor<f32, (Dyn<Batch>, D<6>, One), R>| &y + x;
        let scalar = |y: Tensor<f32, (), R>| &y + x;
        let results: Vec<X<R>> = vec![
            pos.sqrt(),
            x.exp(),
            pos.ln(),
            pos.log2(),
            pos.log10(),
            x.tanh(),
            x.erf(),
            x.sigmoid(),
            x.relu(),
            x.abs(),
            x.gelu(),
            x.gelu_tanh(),
            x.silu(),
            wide.fract(),
            x.powf(3.0),
            x.powi(2),
            x.clamp(-0.5, 0.5),
            x.clamp_min(-0.2),
            x.clamp_max(0.3),
            wide.floor(),
            wide.ceil(),
            wide.round(),
            wide.trunc(),
            x + &b,
            x - &row,
            x * &b,
            x / &pos,
            x + 2.0,
            x - 2.0,
            2.0 - x,
            x / 3.0,
            1.0 / &pos,
            -x,
            x.linear(&w, &b),
            x.matmul(&w),
            x.layer_norm(&norm, &b, 1e-5),
            x.rms_norm(&norm, 1e-6),
            x.flatten_axes::<1, 2, D<48>>()
                .unflatten::<1, (D<6>, D<8>)>(),
            row.matmul(&x.transpose::<1, 2>()).matmul(x),
            x.permute::<axes![0, 2, 1]>().permute::<axes![0, 2, 1]>(),
            &b.broadcast_to::<shape![6, 8]>() + x,
            (&x.narrow::<2>(4, 4), &x.narrow::<2>(0, 4)).cat::<2, D<8>>(),
            &x.select::<1>(2).unsqueeze::<1>() + x,
            x.softmax::<2>(),
            x.log_softmax::<2>(),
            widened(x.sum_keepdim::<2>()),
            widened(x.mean_keepdim::<2>()),
            widened(x.max_keepdim::<2>()),
            widened(x.min_keepdim::<2>()),
            widened(pos.prod_keepdim::<2>()),
            widened(x.logsumexp_keepdim::<2>()),
            widened(x.norm_keepdim::<2>(2.0)),
            widened(x.norm_keepdim::<2>(1.0)),
            widened(x.norm_keepdim::<2>(3.0)),
            widened(x.norm_keepdim::<2>(f32::INFINITY)),
            widened(x.norm_keepdim::<2>(f32::NEG_INFINITY)),
            widened(x.var_keepdim::<2>(1)),
            widened(x.std_keepdim::<2>(0)),
            widened(x.sum::<2>().unsqueeze::<2>()),
            scalar(x.sum_all()),
            scalar(x.mean_all()),
            scalar(x.var_all(1)),
            x.maximum(&row),
            x.minimum(&row),
            where_(&keep, x, &x.exp()),
            x.masked_fill(&keep, -1.0),
            pos.pow(x),
            x.index_select::<2, _>(&picks),
            &x.gather::<2, _>(&rows) + x,
            q.scaled_dot_product_attention(&q, &q, true).squeeze::<1>(),
            q.scaled_dot_product_attention_masked(&q, &q, &causal, false)
                .squeeze::<1>(),
            [x.clone(), x.exp()].stack::<3>().sum::<3>(),
            {
                let image = x.unsqueeze::<1>(); // [batch, 1, 6, 8]
                let kernel = x.param(&self.kernel);
                let two: Tensor<f32, (Dyn<Batch>, D<2>, D<6>, D<8>), R> =
                    image.conv2d(&kernel, None, Conv::<1, 1>);
                let strided: Tensor<f32, (Dyn<Batch>, D<2>, D<3>, D<4>), R> =
                    image.conv2d(&kernel, None, Conv::<2, 1>);
                &two.sum::<1>() + &strided.sum::<1>().sum_all()
            },
            {
                let image = x.unsqueeze::<1>();
                let kernel = x.param(&self.kernel);
                // Dilation 2, and two groups over a doubled input.
                let doubled = [image.clone(), image].cat::<1, D<2>>();
                let grouped: Tensor<f32, (Dyn<Batch>, D<2>, D<6>, D<8>), R> = doubled.conv2d(
                    &kernel,
                    Some(&x.param(&self.b).narrow_static::<0, 2>(0)),
                    Conv::<1, 2, 2, 2>,
                );
                grouped.sum::<1>()
            },
            {
                let image = x.unsqueeze::<1>();
                let pooled: Tensor<f32, (Dyn<Batch>, One, D<6>, D<8>), R> =
                    image.max_pool2d(Pool::<3, 1, 1>);
                let halved: Tensor<f32, (Dyn<Batch>, One, D<3>, D<4>), R> =
                    image.max_pool2d(Pool::<2>);
                &pooled.squeeze::<1>() + &halved.sum_all()
            },
            {
                let image = x.unsqueeze::<1>();
                let with_pad: Tensor<f32, (Dyn<Batch>, One, D<6>, D<8>), R> =
                    image.avg_pool2d(Pool::<3, 1, 1>, true);
                let without: Tensor<f32, (Dyn<Batch>, One, D<3>, D<4>), R> =
                    image.avg_pool2d(Pool::<3, 2, 1>, false);
                // ceil_mode: 6 x 8 by 4 with stride 3 rounds up to 2 x 3.
                let ceiled: Tensor<f32, (Dyn<Batch>, One, D<2>, D<3>), R> =
                    image.avg_pool2d(Pool::<4, 3, 0, true>, true);
                let ceiled_max: Tensor<f32, (Dyn<Batch>, One, D<2>, D<3>), R> =
                    image.max_pool2d(Pool::<4, 3, 0, true>);
                let without = &without.sum_all() + &(&ceiled.sum_all() + &ceiled_max.sum_all());
                &with_pad.squeeze::<1>() + &without.sum_all()
            },
            self.bn.forward(x),
            {
                // Each mode pads [batch, 1, 4, 6] back to 6 x 8.
                let image: Tensor<f32, (Dyn<Batch>, One, D<4>, D<6>), R> = x
                    .unsqueeze::<1>()
                    .narrow_static::<2, 4>(1)
                    .narrow_static::<3, 6>(1);
                let modes = [PadMode::Constant(0.5), PadMode::Reflect, PadMode::Replicate];
                let padded = modes.map(|mode| {
                    let y: Tensor<f32, (Dyn<Batch>, One, D<6>, D<8>), R> =
                        image.pad2d(Pad::<1, 1, 1, 1>, mode);
                    y.squeeze::<1>()
                });
                let [a, b, c] = padded;
                &(&a + &b) + &c
            },
            {
                // [batch, 1, 3, 4] up to [batch, 2, 6, 8], summed back to one channel.
                let image = x.unsqueeze::<1>();
                let small: Tensor<f32, (Dyn<Batch>, One, D<3>, D<4>), R> =
                    image.avg_pool2d(Pool::<2>, true);
                let kernel = x.param(&self.up);
                let up: Tensor<f32, (Dyn<Batch>, D<2>, D<6>, D<8>), R> =
                    small.conv_transpose2d(&kernel, None, ConvTranspose::<2, 1, 1>);
                up.sum::<1>()
            },
            {
                let image = x.unsqueeze::<1>();
                let tiled: Tensor<f32, (Dyn<Batch>, One, D<3>, D<4>), R> =
                    image.adaptive_avg_pool2d();
                let global: Tensor<f32, (Dyn<Batch>, One, One, One), R> =
                    image.adaptive_avg_pool2d();
                &(&global.squeeze::<1>() * x) + &tiled.sum_all()
            },
        ];
        results.stack::<1>()
    }
}
