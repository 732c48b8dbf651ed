//! Convolutions large enough that the kernel cuts each image's output positions into several
//! blocks of columns (blocks that start and end inside output rows, a last shorter block), with
//! groups, strides, padding and dilation: `conv2d`, its input and weight gradients, and
//! `conv_transpose2d` with its gradients, against direct loops over the definition, on one
//! thread and on two (split by images, and within an image when there is one).

mod gradcheck;

use gradcheck::tensor;
use typed_tensor::autograd::Tape;
use typed_tensor::nn::{Conv, ConvTranspose};
use typed_tensor::{Tensor, D};

/// A convolution's sizes: input `[n, c, h, w]`, `o` output channels, a `k x k` kernel, stride,
/// padding, dilation and groups.
#[derive(Clone, Copy)]
struct Geometry {
    n: usize,
    c: usize,
    h: usize,
    w: usize,
    o: usize,
    k: usize,
    s: usize,
    p: usize,
    d: usize,
    g: usize,
}

impl Geometry {
    fn out(&self) -> [usize; 2] {
        [self.h, self.w].map(|size| (size + 2 * self.p - self.d * (self.k - 1) - 1) / self.s + 1)
    }

    /// Calls `f(x, w, y)` with the indices of every product `x[x] * w[w]` that output `y`
    /// sums (row-major `[n, c, h, w]`, `[o, c / g, k, k]`, `[n, o, oh, ow]`).
    fn each_tap(&self, mut f: impl FnMut(usize, usize, usize)) {
        let [oh, ow] = self.out();
        let cg = self.c / self.g;
        for n in 0..self.n {
            for o in 0..self.o {
                let group = o / (self.o / self.g);
                for (i, j) in (0..oh).flat_map(|i| (0..ow).map(move |j| (i, j))) {
                    for (ci, u, v) in (0..cg).flat_map(|ci| {
                        (0..self.k).flat_map(move |u| (0..self.k).map(move |v| (ci, u, v)))
                    }) {
                        let yy = (i * self.s + u * self.d) as isize - self.p as isize;
                        let xx = (j * self.s + v * self.d) as isize - self.p as isize;
                        if yy < 0 || xx < 0 || yy >= self.h as isize || xx >= self.w as isize {
                            continue;
                        }
                        let channel = group * cg + ci;
                        let x =
                            ((n * self.c + channel) * self.h + yy as usize) * self.w + xx as usize;
                        let w = ((o * cg + ci) * self.k + u) * self.k + v;
                        let y = ((n * self.o + o) * oh + i) * ow + j;
                        f(x, w, y);
                    }
                }
            }
        }
    }
}

fn close(what: &str, got: &[f64], expected: &[f64]) {
    assert_eq!(got.len(), expected.len(), "{what}");
    for (i, (a, b)) in got.iter().zip(expected).enumerate() {
        assert!(
            (a - b).abs() <= 1e-11 * (1.0 + b.abs()),
            "{what}: element {i}: {a} vs {b}"
        );
    }
}

/// Runs `f` on a pool of `threads` threads.
fn on_threads(threads: usize, f: impl FnOnce() + Send) {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a small pool builds")
        .install(f)
}

/// `conv2d` of these static sizes with a bias, and its three gradients for the output
/// gradient `m`, against the direct loops.
macro_rules! conv_case {
    ($n:literal, $c:literal, $h:literal, $w:literal; $o:literal, $k:literal;
     $s:literal, $p:literal, $d:literal, $g:literal; $oh:literal, $ow:literal) => {{
        let geometry = Geometry {
            n: $n,
            c: $c,
            h: $h,
            w: $w,
            o: $o,
            k: $k,
            s: $s,
            p: $p,
            d: $d,
            g: $g,
        };
        assert_eq!(geometry.out(), [$oh, $ow]);
        let x: Tensor<f64, (D<$n>, D<$c>, D<$h>, D<$w>)> = tensor(&[$n, $c, $h, $w], 1, -1.0, 1.0);
        let w: Tensor<f64, (D<$o>, D<{ $c / $g }>, D<$k>, D<$k>)> =
            tensor(&[$o, $c / $g, $k, $k], 2, -1.0, 1.0);
        let b: Tensor<f64, (D<$o>,)> = tensor(&[$o], 3, -1.0, 1.0);
        let m: Tensor<f64, (D<$n>, D<$o>, D<$oh>, D<$ow>)> =
            tensor(&[$n, $o, $oh, $ow], 4, -1.0, 1.0);
        let (xs, ws, bs, ms) = (x.to_vec(), w.to_vec(), b.to_vec(), m.to_vec());
        let [oh, ow] = geometry.out();
        let mut y: Vec<f64> = (0..$n * $o * oh * ow)
            .map(|i| bs[(i / (oh * ow)) % $o])
            .collect();
        let (mut gx, mut gw) = (vec![0.0; xs.len()], vec![0.0; ws.len()]);
        geometry.each_tap(|xi, wi, yi| {
            y[yi] += xs[xi] * ws[wi];
            gx[xi] += ms[yi] * ws[wi];
            gw[wi] += ms[yi] * xs[xi];
        });
        let gb: Vec<f64> = (0..$o)
            .map(|o| {
                (0..$n)
                    .map(|n| ms[(n * $o + o) * oh * ow..][..oh * ow].iter().sum::<f64>())
                    .sum()
            })
            .collect();
        for threads in [1, 2] {
            on_threads(threads, || {
                let got: Tensor<f64, (D<$n>, D<$o>, D<$oh>, D<$ow>)> =
                    x.conv2d(&w, Some(&b), Conv::<$s, $p, $d, $g>);
                close("conv2d", &got.to_vec(), &y);
                let tape = Tape::new();
                let (xv, wv, bv) = (tape.param(&x), tape.param(&w), tape.param(&b));
                let out: typed_tensor::autograd::Var<f64, (D<$n>, D<$o>, D<$oh>, D<$ow>)> =
                    xv.conv2d(&wv, Some(&bv), Conv::<$s, $p, $d, $g>);
                let grads = (&out * &tape.constant(m.clone())).sum_all().backward();
                close("input gradient", &grads.get(&x).unwrap().to_vec(), &gx);
                close("weight gradient", &grads.get(&w).unwrap().to_vec(), &gw);
                close("bias gradient", &grads.get(&b).unwrap().to_vec(), &gb);
            });
        }
    }};
}

/// In f64 a block holds 512 KiB of columns: 112 positions of 64 channels of a 3x3 kernel, 224
/// of 32.
#[test]
fn convolutions_cut_into_blocks_match_the_definition() {
    typed_tensor::runtime::set_matmul_parallel_min_fmas(0); // split even these
                                                            // 195 positions in blocks of 112: the first ends inside output row 7.
    conv_case!(3, 64, 13, 15; 6, 3; 1, 1, 1, 1; 13, 15);
    // One image, split within it on two threads; two groups, 289 positions in blocks of 224.
    conv_case!(1, 64, 17, 17; 4, 3; 1, 1, 1, 2; 17, 17);
    // Stride 2, padding 2, dilation 2: 169 positions in blocks of 112.
    conv_case!(2, 64, 25, 25; 3, 3; 2, 2, 2, 1; 13, 13);
    // Depthwise-like groups of 16 channels, 5x5 with padding 2 (rows 400, blocks of 160).
    conv_case!(2, 32, 15, 13; 6, 5; 1, 2, 1, 2; 15, 13);
    // Padding past the kernel's reach (a 1x1 kernel padded by 1): the input gradient is no
    // convolution of the output gradient, and takes the columns' adjoint.
    conv_case!(2, 64, 9, 10; 5, 1; 1, 1, 1, 1; 11, 12);
}

/// 3x3 convolutions of stride 1 with at least 16 channels each way and an output at least 28
/// wide take Winograd's F(4x4, 3x3), and so do their input gradients (the convolutions of the
/// output gradients): odd output sizes (tiles cut by the edge), groups, paddings 0 to 2, rows
/// of tiles cut into chunks of every width and of 1, 2 or 4 tile rows, and in f64 a block of
/// 1 MiB of transformed tiles holding 3 rows of 16 tiles (two blocks, the second shorter).
#[test]
fn winograd_convolutions_match_the_definition() {
    typed_tensor::runtime::set_matmul_parallel_min_fmas(0);
    // Eight tiles across: chunks of two tile rows of 8 tiles (7 rows: the last row cut; 13
    // rows: four tile rows).
    conv_case!(2, 16, 7, 30; 16, 3; 1, 1, 1, 1; 7, 30);
    conv_case!(2, 64, 11, 28; 64, 3; 1, 2, 1, 1; 13, 30);
    // Two groups, no padding, one tile row: a chunk of 8 tiles of one row.
    conv_case!(1, 32, 6, 31; 32, 3; 1, 0, 1, 2; 4, 29);
    conv_case!(1, 64, 14, 63; 16, 3; 1, 1, 1, 1; 14, 63);
    // Rows of 19 and 10 tiles: a chunk of 16 or 8 and the last one moved back over it (of
    // one tile row, then of two).
    conv_case!(1, 16, 5, 75; 16, 3; 1, 1, 1, 1; 5, 75);
    conv_case!(1, 16, 5, 37; 16, 3; 1, 1, 1, 1; 5, 37);
    // Seven tiles across, three and five rows: chunks of one row of 4 tiles, of 4 rows.
    conv_case!(2, 16, 11, 28; 16, 3; 1, 1, 1, 1; 11, 28);
    conv_case!(1, 16, 19, 28; 16, 3; 1, 1, 1, 1; 19, 28);
    // 17 x 17 channel pairs (and 9 x 17, 8 x 17 split over two threads): the weight
    // gradient's last chunk of pairs moved back over the one before.
    conv_case!(1, 17, 6, 30; 17, 3; 1, 1, 1, 1; 6, 30);
}

/// In `f32`, Winograd's transforms add roundings to the direct sum's: the result stays within
/// `4e-6` of the exact sum, relative to the sum of the products' magnitudes (measured:
/// 1.1e-6). With Winograd turned off (`runtime::set_conv_winograd(false)`) the same
/// convolution takes the direct sum, within `2.5e-7` (measured: 1.3e-7).
#[test]
fn winograd_in_f32_stays_within_its_bound() {
    let geometry = Geometry {
        n: 2,
        c: 64,
        h: 15,
        w: 29,
        o: 32,
        k: 3,
        s: 1,
        p: 1,
        d: 1,
        g: 1,
    };
    let x: Tensor<f64, (D<2>, D<64>, D<15>, D<29>)> = tensor(&[2, 64, 15, 29], 11, -1.0, 1.0);
    let w: Tensor<f64, (D<32>, D<64>, D<3>, D<3>)> = tensor(&[32, 64, 3, 3], 12, -1.0, 1.0);
    let (xs, ws) = (x.to_vec(), w.to_vec());
    let (mut exact, mut magnitude) = (vec![0.0; 2 * 32 * 15 * 29], vec![0.0; 2 * 32 * 15 * 29]);
    geometry.each_tap(|xi, wi, yi| {
        exact[yi] += xs[xi] * ws[wi];
        magnitude[yi] += (xs[xi] * ws[wi]).abs();
    });
    let (x32, w32) = (x.cast::<f32>(), w.cast::<f32>());
    let worst = || {
        let got: Tensor<f32, (D<2>, D<32>, D<15>, D<29>)> = x32.conv2d(&w32, None, Conv::<1, 1>);
        got.to_vec()
            .iter()
            .zip(&exact)
            .zip(&magnitude)
            .map(|((&g, e), m)| (g as f64 - e).abs() / m)
            .fold(0.0, f64::max)
    };
    let winograd = worst();
    assert!(winograd < 4e-6, "{winograd}");
    typed_tensor::runtime::set_conv_winograd(false);
    let direct = worst();
    typed_tensor::runtime::set_conv_winograd(true);
    assert!(direct < 2.5e-7, "{direct}");
    // The two forms round differently: the first took Winograd's.
    assert!(winograd > 4.0 * direct, "{winograd} against {direct}");
}

/// `conv_transpose2d` is the convolution's input gradient; its own gradients are the
/// convolution (for its input) and the convolution's weight gradient.
#[test]
fn transposed_convolutions_cut_into_blocks_match_the_definition() {
    typed_tensor::runtime::set_matmul_parallel_min_fmas(0);
    // The convolution whose input is the output: [2, 64, 34, 34] by [6, 32, 3, 3] (two
    // groups), stride 2, padding 1, 289 positions in blocks of 224; so the transposed one
    // takes [2, 6, 17, 17] to [2, 64, 33 + 1, 33 + 1].
    let geometry = Geometry {
        n: 2,
        c: 64,
        h: 34,
        w: 34,
        o: 6,
        k: 3,
        s: 2,
        p: 1,
        d: 1,
        g: 2,
    };
    assert_eq!(geometry.out(), [17, 17]);
    let t: Tensor<f64, (D<2>, D<6>, D<17>, D<17>)> = tensor(&[2, 6, 17, 17], 5, -1.0, 1.0);
    let w: Tensor<f64, (D<6>, D<32>, D<3>, D<3>)> = tensor(&[6, 32, 3, 3], 6, -1.0, 1.0);
    let m: Tensor<f64, (D<2>, D<64>, D<34>, D<34>)> = tensor(&[2, 64, 34, 34], 7, -1.0, 1.0);
    let (ts, ws, ms) = (t.to_vec(), w.to_vec(), m.to_vec());
    let (mut z, mut gt, mut gw) = (
        vec![0.0; ms.len()],
        vec![0.0; ts.len()],
        vec![0.0; ws.len()],
    );
    geometry.each_tap(|xi, wi, yi| {
        z[xi] += ts[yi] * ws[wi];
        gt[yi] += ms[xi] * ws[wi];
        gw[wi] += ms[xi] * ts[yi];
    });
    for threads in [1, 2] {
        on_threads(threads, || {
            let got: Tensor<f64, (D<2>, D<64>, D<34>, D<34>)> =
                t.conv_transpose2d(&w, None, ConvTranspose::<2, 1, 1, 1, 2>);
            close("conv_transpose2d", &got.to_vec(), &z);
            let tape = Tape::new();
            let (tv, wv) = (tape.param(&t), tape.param(&w));
            let out: typed_tensor::autograd::Var<f64, (D<2>, D<64>, D<34>, D<34>)> =
                tv.conv_transpose2d(&wv, None, ConvTranspose::<2, 1, 1, 1, 2>);
            let grads = (&out * &tape.constant(m.clone())).sum_all().backward();
            close("input gradient", &grads.get(&t).unwrap().to_vec(), &gt);
            close("weight gradient", &grads.get(&w).unwrap().to_vec(), &gw);
        });
    }
}
