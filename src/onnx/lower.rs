//! Each recorded op as ONNX nodes (opset 20): the description an op hands its record
//! (`Derivation`) names the op and what it read, which is what the graph needs.

use super::element::OnnxElement;
use super::graph::{Arg, Attr, Constant, Draft};
use super::ExportError;
use crate::ops::Arith;
use crate::tensor::{Derivation, Reducing, Remapped, Unary};

/// Appends the nodes of `derivation`, an op on the values `ins` whose result has dims `dims`,
/// and returns the result's value, or the error of an op with no ONNX form here.
pub(crate) fn lower<T: OnnxElement>(
    derivation: Derivation<T>,
    ins: &[usize],
    dims: &[usize],
    g: &mut Draft,
) -> Result<usize, ExportError> {
    use Arg::{Const, Sizes, Value};
    let x = Value(ins[0]);
    Ok(match derivation {
        Derivation::Constant { name } => rounding(g, name, ins[0])?,
        Derivation::Unary { op, name, .. } => unary(g, name, op, ins[0])?,
        Derivation::Arith { op, .. } => {
            let (from, onnx, attrs) = arith(op);
            g.node(from, onnx, vec![x, Value(ins[1])], attrs)
        }
        Derivation::Scalar { op, c, .. } => {
            let c = Const(Constant::scalar(c));
            let (from, onnx, attrs) = arith(op);
            let args = match op {
                Arith::SubReversed | Arith::DivReversed | Arith::RemReversed => vec![c, x],
                _ => vec![x, c],
            };
            g.node(from, onnx, args, attrs)
        }
        Derivation::Linear { .. } => {
            let wt = g.node("linear", "Transpose", vec![Value(ins[1])], perm(&[1, 0]));
            let xw = g.node("linear", "MatMul", vec![x, Value(wt)], vec![]);
            g.node("linear", "Add", vec![Value(xw), Value(ins[2])], vec![])
        }
        Derivation::Conv2d { bias, geometry, .. } => {
            let c = &geometry;
            let mut args = vec![x, Value(ins[1])];
            if bias {
                args.push(Value(ins[2]));
            }
            let ints = |v: [usize; 2]| v.map(|x| x as i64);
            let ([s0, s1], [p0, p1], [d0, d1]) =
                (ints(c.stride), ints(c.padding), ints(c.dilation));
            let attrs = vec![
                (
                    "kernel_shape",
                    Attr::Ints(c.kernel.iter().map(|&k| k as i64).collect()),
                ),
                ("strides", Attr::Ints(vec![s0, s1])),
                ("pads", Attr::Ints(vec![p0, p1, p0, p1])),
                ("dilations", Attr::Ints(vec![d0, d1])),
                ("group", Attr::Int(c.groups as i64)),
            ];
            g.node("conv2d", "Conv", args, attrs)
        }
        Derivation::Resample { .. } => {
            return Err(ExportError::Unsupported {
                op: "interpolate_bilinear",
            });
        }
        Derivation::Remap { form, .. } => {
            let (mode, [left, right, top, bottom], value) = match form {
                Remapped::Nearest => {
                    // ONNX's Resize takes optional inputs left empty, which this export's
                    // graph does not write.
                    return Err(ExportError::Unsupported {
                        op: "interpolate_nearest",
                    });
                }
                Remapped::Constant { pads, value } => ("constant", pads, Some(value)),
                Remapped::Reflect { pads } => ("reflect", pads, None),
                Remapped::Replicate { pads } => ("edge", pads, None),
            };
            // ONNX's order: every axis' start, then every axis' end.
            let pads = [0, 0, top, left, 0, 0, bottom, right].map(|p| p as i64);
            let mut args = vec![x, Const(Constant::ints(&[8], pads))];
            if let Some(value) = value {
                args.push(Const(Constant::scalar(value)));
            }
            let attrs = vec![("mode", Attr::Str(mode))];
            g.node("pad", "Pad", args, attrs)
        }
        Derivation::ConvTranspose2d {
            bias,
            geometry: c,
            output_padding,
            ..
        } => {
            let mut args = vec![x, Value(ins[1])];
            if bias {
                args.push(Value(ins[2]));
            }
            let ints = |v: [usize; 2]| v.map(|x| x as i64);
            let ([s0, s1], [p0, p1], [d0, d1]) =
                (ints(c.stride), ints(c.padding), ints(c.dilation));
            let [o0, o1] = ints(output_padding);
            let attrs = vec![
                (
                    "kernel_shape",
                    Attr::Ints(c.kernel.iter().map(|&k| k as i64).collect()),
                ),
                ("strides", Attr::Ints(vec![s0, s1])),
                ("pads", Attr::Ints(vec![p0, p1, p0, p1])),
                ("dilations", Attr::Ints(vec![d0, d1])),
                ("output_padding", Attr::Ints(vec![o0, o1])),
                ("group", Attr::Int(c.groups as i64)),
            ];
            g.node("conv_transpose2d", "ConvTranspose", args, attrs)
        }
        Derivation::MaxPool2d { geometry: c, .. } => {
            let ([s0, s1], [p0, p1]) = (c.stride.map(|x| x as i64), c.padding.map(|x| x as i64));
            let attrs = vec![
                (
                    "kernel_shape",
                    Attr::Ints(c.kernel.iter().map(|&k| k as i64).collect()),
                ),
                ("strides", Attr::Ints(vec![s0, s1])),
                ("pads", Attr::Ints(vec![p0, p1, p0, p1])),
                ("ceil_mode", Attr::Int(i64::from(c.ceil_mode))),
            ];
            g.node("max_pool2d", "MaxPool", vec![x], attrs)
        }
        Derivation::AvgPool2d {
            geometry: c,
            count_include_pad,
        } => {
            let ([s0, s1], [p0, p1]) = (c.stride.map(|x| x as i64), c.padding.map(|x| x as i64));
            let attrs = vec![
                (
                    "kernel_shape",
                    Attr::Ints(c.kernel.iter().map(|&k| k as i64).collect()),
                ),
                ("strides", Attr::Ints(vec![s0, s1])),
                ("pads", Attr::Ints(vec![p0, p1, p0, p1])),
                ("count_include_pad", Attr::Int(i64::from(count_include_pad))),
                ("ceil_mode", Attr::Int(i64::from(c.ceil_mode))),
            ];
            g.node("avg_pool2d", "AveragePool", vec![x], attrs)
        }
        Derivation::AdaptiveAvgPool2d { geometry: a } => {
            let [[h, w], [oh, ow]] = [a.input, a.output];
            if [oh, ow] == [1, 1] {
                g.node("adaptive_avg_pool2d", "GlobalAveragePool", vec![x], vec![])
            } else if oh > 0 && ow > 0 && h % oh == 0 && w % ow == 0 {
                // Windows that tile the input: an average pooling of kernel = stride.
                let (kh, kw) = ((h / oh) as i64, (w / ow) as i64);
                let attrs = vec![
                    ("kernel_shape", Attr::Ints(vec![kh, kw])),
                    ("strides", Attr::Ints(vec![kh, kw])),
                ];
                g.node("adaptive_avg_pool2d", "AveragePool", vec![x], attrs)
            } else {
                let op = "adaptive_avg_pool2d with overlapping windows";
                return Err(ExportError::Unsupported { op });
            }
        }
        Derivation::GroupNorm { .. } => {
            // ONNX's GroupNormalization (opset 21) is newer than the opset written here.
            return Err(ExportError::Unsupported { op: "group_norm" });
        }
        Derivation::BatchNorm { training: true, .. } => {
            return Err(ExportError::Unsupported {
                op: "batch_norm in training mode",
            })
        }
        Derivation::BatchNorm {
            w,
            bias,
            mean,
            var,
            eps,
            ..
        } => {
            // Evaluation: the running statistics are constants of the graph.
            let channels = [mean.len()];
            let per_channel = |values: Vec<f64>| {
                let values: Vec<T> = values.iter().map(|&v| T::of_f64(v)).collect();
                Const(Constant::floats(&channels, &values))
            };
            let mut next = 1;
            let mut input = |given: bool, otherwise: f64| {
                if given {
                    next += 1;
                    Value(ins[next - 1])
                } else {
                    per_channel(vec![otherwise; channels[0]])
                }
            };
            let scale = input(w.is_some(), 1.0);
            let shift = input(bias, 0.0);
            let args = vec![x, scale, shift, per_channel(mean), per_channel(var)];
            let epsilon = vec![("epsilon", Attr::Float(eps as f32))];
            g.node("batch_norm", "BatchNormalization", args, epsilon)
        }
        Derivation::LayerNorm { eps, .. } => g.node(
            "layer_norm",
            "LayerNormalization",
            vec![x, Value(ins[1]), Value(ins[2])],
            vec![
                ("axis", Attr::Int(-1)),
                ("epsilon", Attr::Float(to_f32(eps))),
            ],
        ),
        Derivation::RmsNorm { eps, .. } => {
            let from = "rms_norm";
            let squares = g.node(from, "Mul", vec![x.clone(), x.clone()], vec![]);
            let mean = g.node(
                from,
                "ReduceMean",
                vec![Value(squares), axes(&[-1])],
                vec![("keepdims", Attr::Int(1))],
            );
            let shifted = g.node(from, "Add", vec![Value(mean), scalar(eps)], vec![]);
            let root = g.node(from, "Sqrt", vec![Value(shifted)], vec![]);
            let normed = g.node(from, "Div", vec![x, Value(root)], vec![]);
            g.node(from, "Mul", vec![Value(normed), Value(ins[1])], vec![])
        }
        Derivation::Reshape { .. } => {
            // `allowzero`: a size 0 in the target is 0, not "the input's size".
            let zero = vec![("allowzero", Attr::Int(1))];
            g.node("reshape", "Reshape", vec![x, Sizes(dims.to_vec())], zero)
        }
        Derivation::Permute { axes } => {
            let axes: Vec<i64> = axes.iter().map(|&a| a as i64).collect();
            g.node("permute", "Transpose", vec![x], perm(&axes))
        }
        Derivation::SumTo { .. } => {
            g.node("expand", "Expand", vec![x, Sizes(dims.to_vec())], vec![])
        }
        Derivation::Range {
            axis,
            start,
            selected,
            ..
        } => {
            let (from, len) = match selected {
                true => ("select", 1),
                false => ("narrow", dims[axis]),
            };
            let part = g.node(
                from,
                "Slice",
                vec![
                    x,
                    Sizes(vec![start]),
                    Sizes(vec![start + len]),
                    axes(&[axis as i64]),
                ],
                vec![],
            );
            match selected {
                true => g.node(
                    from,
                    "Squeeze",
                    vec![Value(part), axes(&[axis as i64])],
                    vec![],
                ),
                false => part,
            }
        }
        Derivation::Attention {
            q, k, mask, causal, ..
        } => attention::<T>(g, ins, q.dims(), k.dims(), mask, causal),
        Derivation::Scatter {
            axis,
            index,
            spread,
            ..
        } => {
            let index = index_arg(g, &index)?;
            let (from, onnx) = match spread {
                true => ("index_select", "Gather"),
                false => ("gather", "GatherElements"),
            };
            g.node(
                from,
                onnx,
                vec![x, index],
                vec![("axis", Attr::Int(axis as i64))],
            )
        }
        Derivation::Matmul { .. } => g.node("matmul", "MatMul", vec![x, Value(ins[1])], vec![]),
        Derivation::Pow { .. } => g.node("pow", "Pow", vec![x, Value(ins[1])], vec![]),
        Derivation::Softmax { axis, log, .. } => {
            let (from, onnx) = match log {
                true => ("log_softmax", "LogSoftmax"),
                false => ("softmax", "Softmax"),
            };
            g.node(from, onnx, vec![x], vec![("axis", Attr::Int(axis as i64))])
        }
        Derivation::Reduced {
            kind,
            dims: in_dims,
            axis,
            removed,
            ..
        } => reduced(g, kind, &in_dims, axis, removed, ins[0])?,
        Derivation::Choose { max, .. } => {
            let (from, onnx) = match max {
                true => ("maximum", "Max"),
                false => ("minimum", "Min"),
            };
            g.node(from, onnx, vec![x, Value(ins[1])], vec![])
        }
        Derivation::Where {
            cond, a_dims, fill, ..
        } => {
            let cond = Const(Constant::bools(cond.dims(), &cond.to_vec()));
            match (a_dims, fill) {
                (Some(_), _) => g.node("where", "Where", vec![cond, x, Value(ins[1])], vec![]),
                (None, Some(fill)) => {
                    g.node("masked_fill", "Where", vec![cond, scalar(fill), x], vec![])
                }
                (None, None) => return Err(ExportError::Unsupported { op: "where" }),
            }
        }
        Derivation::Mask { mask } => {
            let mask = Const(Constant::floats(mask.dims(), &mask.to_vec()));
            g.node("dropout", "Mul", vec![x, mask], vec![])
        }
        Derivation::Cat { axis, .. } => {
            let args = ins.iter().map(|&v| Value(v)).collect();
            g.node(
                "cat",
                "Concat",
                args,
                vec![("axis", Attr::Int(axis as i64))],
            )
        }
        Derivation::Stack { axis } => {
            let args = ins
                .iter()
                .map(|&v| {
                    Value(g.node(
                        "stack",
                        "Unsqueeze",
                        vec![Value(v), axes(&[axis as i64])],
                        vec![],
                    ))
                })
                .collect();
            g.node(
                "stack",
                "Concat",
                args,
                vec![("axis", Attr::Int(axis as i64))],
            )
        }
        Derivation::Classes { probs, .. } => {
            let op = match probs {
                Some(_) => "cross_entropy",
                None => "nll_loss",
            };
            return Err(ExportError::Unsupported { op });
        }
        Derivation::Squared { .. } => return Err(ExportError::Unsupported { op: "mse_loss" }),
        Derivation::Logits { .. } => {
            return Err(ExportError::Unsupported {
                op: "binary_cross_entropy_with_logits",
            })
        }
    })
}

/// The op of `lhs op rhs` (or reversed), as this crate names it and as ONNX writes it.
fn arith(op: Arith) -> (&'static str, &'static str, Vec<(&'static str, Attr)>) {
    match op {
        Arith::Add => ("add", "Add", vec![]),
        Arith::Sub | Arith::SubReversed => ("sub", "Sub", vec![]),
        Arith::Mul => ("mul", "Mul", vec![]),
        Arith::Div | Arith::DivReversed => ("div", "Div", vec![]),
        // `%` is Rust's remainder (the dividend's sign, `torch.fmod`): ONNX's `Mod` with
        // `fmod = 1`, C's `fmod`. (No recorded op is a remainder today: `%` is `Plain`'s.)
        Arith::Rem | Arith::RemReversed => ("remainder", "Mod", vec![("fmod", Attr::Int(1))]),
    }
}

/// The rounding ops (no gradient flows through them), by name.
fn rounding(g: &mut Draft, name: &'static str, x: usize) -> Result<usize, ExportError> {
    let onnx = match name {
        "floor" => "Floor",
        "ceil" => "Ceil",
        // ONNX's `Round` rounds halves to even, as `torch.round`.
        "round" => "Round",
        "trunc" => return Ok(truncated(g, name, x)),
        op => return Err(ExportError::Unsupported { op }),
    };
    Ok(g.node(name, onnx, vec![Arg::Value(x)], vec![]))
}

/// `trunc(x)`, which ONNX lacks: `sign(x) * floor(|x|)`.
fn truncated(g: &mut Draft, from: &'static str, x: usize) -> usize {
    let sign = g.node(from, "Sign", vec![Arg::Value(x)], vec![]);
    let abs = g.node(from, "Abs", vec![Arg::Value(x)], vec![]);
    let floor = g.node(from, "Floor", vec![Arg::Value(abs)], vec![]);
    g.node(
        from,
        "Mul",
        vec![Arg::Value(sign), Arg::Value(floor)],
        vec![],
    )
}

/// The elementwise functions, by the op's own name (`op` carries their constants).
fn unary<T: OnnxElement>(
    g: &mut Draft,
    name: &'static str,
    op: Unary<T>,
    x: usize,
) -> Result<usize, ExportError> {
    let v = Arg::Value(x);
    let simple = |onnx| Some(onnx);
    let onnx = match name {
        "sqrt" => simple("Sqrt"),
        "exp" => simple("Exp"),
        "ln" => simple("Log"),
        "tanh" => simple("Tanh"),
        "erf" => simple("Erf"),
        "sigmoid" => simple("Sigmoid"),
        "relu" => simple("Relu"),
        "abs" => simple("Abs"),
        "gelu" => simple("Gelu"),
        _ => None,
    };
    if let Some(onnx) = onnx {
        return Ok(g.node(name, onnx, vec![v], vec![]));
    }
    Ok(match (name, op) {
        ("log2" | "log10", _) => {
            let base: f64 = if name == "log2" { 2.0 } else { 10.0 };
            let ln = g.node(name, "Log", vec![v], vec![]);
            g.node(
                name,
                "Div",
                vec![Arg::Value(ln), scalar(T::of_f64(base.ln()))],
                vec![],
            )
        }
        ("gelu_tanh", _) => g.node(
            name,
            "Gelu",
            vec![v],
            vec![("approximate", Attr::Str("tanh"))],
        ),
        ("silu", _) => {
            let s = g.node(name, "Sigmoid", vec![v.clone()], vec![]);
            g.node(name, "Mul", vec![v, Arg::Value(s)], vec![])
        }
        ("fract", _) => {
            let whole = truncated(g, name, x);
            g.node(name, "Sub", vec![v, Arg::Value(whole)], vec![])
        }
        ("powf" | "powi", Unary::Pow(p)) => g.node(name, "Pow", vec![v, scalar(p)], vec![]),
        ("clamp", Unary::Clamp(lo, hi)) => {
            g.node(name, "Clip", vec![v, scalar(lo), scalar(hi)], vec![])
        }
        ("clamp_min", Unary::ClampMin(lo)) => g.node(name, "Clip", vec![v, scalar(lo)], vec![]),
        ("clamp_max", Unary::ClampMax(hi)) => {
            g.node(name, "Clip", vec![v, Arg::Absent, scalar(hi)], vec![])
        }
        (op, _) => return Err(ExportError::Unsupported { op }),
    })
}

/// A reduction over `axis` (every axis when none) of an input of dims `dims`.
fn reduced<T: OnnxElement>(
    g: &mut Draft,
    kind: Reducing<T>,
    dims: &[usize],
    axis: Option<usize>,
    removed: bool,
    x: usize,
) -> Result<usize, ExportError> {
    let keep = Attr::Int(i64::from(!removed));
    let axes_arg = |args: &mut Vec<Arg>| {
        if let Some(axis) = axis {
            args.push(axes(&[axis as i64]));
        }
    };
    let (from, onnx) = match kind {
        Reducing::Sum => ("sum", "ReduceSum"),
        Reducing::Mean => ("mean", "ReduceMean"),
        Reducing::Product => ("prod", "ReduceProd"),
        Reducing::Extreme { max: true } => ("max", "ReduceMax"),
        Reducing::Extreme { max: false } => ("min", "ReduceMin"),
        Reducing::LogSumExp => ("logsumexp", "ReduceLogSumExp"),
        Reducing::Norm(p) if p == T::one() => ("norm", "ReduceL1"),
        Reducing::Norm(p) if p == T::one() + T::one() => ("norm", "ReduceL2"),
        // `p = 0` counts the elements that are not 0, which has no ONNX reduction.
        Reducing::Norm(p) if p == T::zero() || p.is_nan() => {
            return Err(ExportError::Unsupported { op: "norm" })
        }
        Reducing::Norm(p) => {
            let from = "norm";
            let abs = g.node(from, "Abs", vec![Arg::Value(x)], vec![]);
            let mut args = vec![Arg::Value(abs)];
            if p.is_infinite() {
                axes_arg(&mut args);
                let onnx = if p > T::zero() {
                    "ReduceMax"
                } else {
                    "ReduceMin"
                };
                return Ok(g.node(from, onnx, args, vec![("keepdims", keep)]));
            }
            // (sum |x|^p)^(1/p)
            let powers = g.node(from, "Pow", vec![Arg::Value(abs), scalar(p)], vec![]);
            let mut args = vec![Arg::Value(powers)];
            axes_arg(&mut args);
            let sum = g.node(from, "ReduceSum", args, vec![("keepdims", keep)]);
            let root = scalar(T::one() / p);
            return Ok(g.node(from, "Pow", vec![Arg::Value(sum), root], vec![]));
        }
        Reducing::Moment { correction, sqrt } => {
            let from = if sqrt { "std" } else { "var" };
            let count = match axis {
                Some(axis) => dims[axis],
                None => dims.iter().product(),
            };
            let mut args = vec![Arg::Value(x)];
            axes_arg(&mut args);
            let mean = g.node(from, "ReduceMean", args, vec![("keepdims", Attr::Int(1))]);
            let d = g.node(from, "Sub", vec![Arg::Value(x), Arg::Value(mean)], vec![]);
            let squares = g.node(from, "Mul", vec![Arg::Value(d), Arg::Value(d)], vec![]);
            let mut args = vec![Arg::Value(squares)];
            axes_arg(&mut args);
            let sum = g.node(from, "ReduceSum", args, vec![("keepdims", keep)]);
            // The count may follow a run-time dim: it is read as a size, then as a float.
            let count = g.node(
                from,
                "Cast",
                vec![Arg::Sizes(vec![count])],
                vec![("to", Attr::Int(T::DATA_TYPE as i64))],
            );
            let count = g.node(from, "Squeeze", vec![Arg::Value(count)], vec![]);
            let correction = scalar(T::of_f64(correction as f64));
            // `count - correction` of 0 or below gives inf or NaN, as PyTorch's division does.
            let divisor = g.node(from, "Sub", vec![Arg::Value(count), correction], vec![]);
            let var = g.node(
                from,
                "Div",
                vec![Arg::Value(sum), Arg::Value(divisor)],
                vec![],
            );
            return Ok(match sqrt {
                true => g.node(from, "Sqrt", vec![Arg::Value(var)], vec![]),
                false => var,
            });
        }
    };
    let mut args = vec![Arg::Value(x)];
    axes_arg(&mut args);
    Ok(g.node(from, onnx, args, vec![("keepdims", keep)]))
}

/// Scaled dot-product attention as its parts: `softmax(q kᵀ / sqrt(E), masked) v`.
fn attention<T: OnnxElement>(
    g: &mut Draft,
    ins: &[usize],
    q_dims: &[usize],
    k_dims: &[usize],
    mask: Option<crate::Tensor<bool, crate::tensor::AnyDims>>,
    causal: bool,
) -> usize {
    let from = "scaled_dot_product_attention";
    let rank = k_dims.len();
    let mut swap: Vec<i64> = (0..rank as i64).collect();
    swap.swap(rank - 2, rank - 1);
    let kt = g.node(from, "Transpose", vec![Arg::Value(ins[1])], perm(&swap));
    let scores = g.node(
        from,
        "MatMul",
        vec![Arg::Value(ins[0]), Arg::Value(kt)],
        vec![],
    );
    // As the kernel: with no features the weights are uniform (scale 1, not 1 / sqrt(0)).
    let features = q_dims[q_dims.len() - 1].max(1) as f64;
    let scale = scalar(T::one() / T::of_f64(features.sqrt()));
    let mut scores = g.node(from, "Mul", vec![Arg::Value(scores), scale], vec![]);
    let mut keep = mask.map(|m| Arg::Const(Constant::bools(m.dims(), &m.to_vec())));
    if causal {
        // Query i sees keys 0..=i (top-left aligned, as PyTorch's `is_causal`).
        let (queries, keys) = (q_dims[q_dims.len() - 2], k_dims[rank - 2]);
        let ones = g.node(
            from,
            "ConstantOfShape",
            vec![Arg::Sizes(vec![queries, keys])],
            vec![("value", Attr::Tensor(Constant::bools(&[1], &[true])))],
        );
        let lower = g.node(
            from,
            "Trilu",
            vec![Arg::Value(ones)],
            vec![("upper", Attr::Int(0))],
        );
        keep = Some(match keep {
            Some(mask) => Arg::Value(g.node(from, "And", vec![mask, Arg::Value(lower)], vec![])),
            None => Arg::Value(lower),
        });
    }
    if let Some(keep) = keep {
        let hidden = scalar(T::neg_infinity());
        scores = g.node(
            from,
            "Where",
            vec![keep, Arg::Value(scores), hidden],
            vec![],
        );
    }
    let weights = g.node(
        from,
        "Softmax",
        vec![Arg::Value(scores)],
        vec![("axis", Attr::Int(-1))],
    );
    g.node(
        from,
        "MatMul",
        vec![Arg::Value(weights), Arg::Value(ins[2])],
        vec![],
    )
}

/// The index an op picks by: the graph input it was entered as (`Trace::indices`), reshaped
/// to the index's dims, or its values as a constant.
fn index_arg(
    g: &mut Draft,
    index: &crate::Tensor<usize, crate::tensor::AnyDims>,
) -> Result<Arg, ExportError> {
    let storage = index.storage_key().0;
    let input = g
        .inputs
        .iter()
        .find(|i| i.storage == Some(storage))
        .cloned();
    Ok(match input {
        Some(input) => {
            let layout = index.layout();
            let whole = layout.is_contiguous()
                && layout.offset() == 0
                && index.numel() == input.dims.iter().product::<usize>();
            if !whole {
                return Err(ExportError::PartOfIndices { input: input.name });
            }
            Arg::Value(g.node(
                "index_select",
                "Reshape",
                vec![Arg::Value(input.value), Arg::Sizes(index.dims().to_vec())],
                vec![("allowzero", Attr::Int(1))],
            ))
        }
        None => {
            let values = index.to_vec().into_iter().map(|i| i as i64);
            Arg::Const(Constant::ints(index.dims(), values))
        }
    })
}

/// A `perm` attribute.
fn perm(axes: &[i64]) -> Vec<(&'static str, Attr)> {
    vec![("perm", Attr::Ints(axes.to_vec()))]
}

/// An `axes` input.
fn axes(axes: &[i64]) -> Arg {
    Arg::Const(Constant::ints(&[axes.len()], axes.iter().copied()))
}

/// A rank-0 constant of `T`.
fn scalar<T: OnnxElement>(value: T) -> Arg {
    Arg::Const(Constant::scalar(value))
}

fn to_f32<T: OnnxElement>(value: T) -> f32 {
    value.to_f32().unwrap_or(f32::NAN)
}
