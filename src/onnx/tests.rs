//! The exported graphs, decoded and checked without Python: their ops, initializer names and
//! dims; and each way an export is refused. ONNX Runtime runs the models in
//! `tests/onnx_runtime.rs`.

use super::proto::{tensor_shape_proto::dimension::Value as Dim, type_proto, ModelProto};
use super::{export, ExportError, Trace};
use crate::nn::{cross_entropy, Reduction};
use crate::nn::{Activation, Linear, Mlp, TransformerEncoderLayer};
use crate::{dim_name, shape, Dyn, Tensor, D};
use prost::Message;

dim_name!(Batch);
dim_name!(Seq);

type Rows = (Dyn<Batch>, D<4>);

fn rows(n: usize) -> Tensor<f32, Rows> {
    let values = (0..n * 4).map(|i| (i as f32 * 0.37).sin()).collect();
    Tensor::from_shape_vec(&[n, 4], values).unwrap()
}

fn decode(bytes: &[u8]) -> ModelProto {
    ModelProto::decode(bytes).expect("a ModelProto")
}

/// Each axis of a graph input's or output's type: a size or a symbol's name.
fn dims(model: &ModelProto, output: bool) -> Vec<String> {
    let graph = model.graph.as_ref().unwrap();
    let info = match output {
        true => &graph.output[0],
        false => &graph.input[0],
    };
    let Some(type_proto::Value::TensorType(t)) = &info.r#type.as_ref().unwrap().value else {
        panic!("a tensor type")
    };
    let shape = t.shape.as_ref().unwrap();
    shape
        .dim
        .iter()
        .map(|d| match &d.value {
            Some(Dim::DimValue(v)) => v.to_string(),
            Some(Dim::DimParam(p)) => p.clone(),
            None => "?".into(),
        })
        .collect()
}

fn ops(model: &ModelProto) -> Vec<String> {
    let graph = model.graph.as_ref().unwrap();
    graph.node.iter().map(|n| n.op_type.clone()).collect()
}

fn initializers(model: &ModelProto) -> Vec<String> {
    let graph = model.graph.as_ref().unwrap();
    graph.initializer.iter().map(|t| t.name.clone()).collect()
}

#[test]
fn an_mlp_is_its_layers_with_pytorch_names_and_a_symbolic_batch() {
    let fc1 = Linear::<4, 3>::new(Tensor::ones(), Some(Tensor::zeros()));
    let mut mlp = Mlp::new(
        fc1,
        Activation::Relu,
        Linear::<3, 2>::new(Tensor::ones(), None),
    );
    let bytes = export(
        &mut mlp,
        [&rows(1), &rows(3)],
        |mlp, trace: &Trace<f32>, x| mlp.forward(&trace.input("x", x)),
    )
    .unwrap();
    let model = decode(&bytes);
    assert_eq!((model.ir_version, model.opset_import[0].version), (9, 20));
    assert_eq!(dims(&model, false), ["Batch", "4"]);
    assert_eq!(dims(&model, true), ["Batch", "2"]);
    let linear = ["Transpose", "MatMul", "Add"];
    let mut expected: Vec<&str> = linear.to_vec();
    expected.push("Relu");
    expected.extend(["Identity"]); // fc2's bias, a constant zero (no bias)
    expected.extend(linear);
    expected.push("Identity"); // to `output`
    assert_eq!(ops(&model), expected);
    let names = initializers(&model);
    for name in ["fc1.weight", "fc1.bias", "fc2.weight"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    assert!(!names.contains(&"fc2.bias".to_string()), "fc2 has no bias");
    let graph = model.graph.unwrap();
    let weight = graph
        .initializer
        .iter()
        .find(|t| t.name == "fc1.weight")
        .unwrap();
    assert_eq!(weight.dims, [3, 4]);
    assert_eq!(weight.raw_data, 1f32.to_le_bytes().repeat(12));
}

#[test]
fn an_encoder_layer_keeps_batch_and_sequence_apart() {
    type Encoder = TransformerEncoderLayer<8, 2, 4, 16>;
    let mut encoder = Encoder::zeros(true, Activation::Gelu);
    type Hidden = (Dyn<Batch>, Dyn<Seq>, D<8>);
    let hidden = |b: usize, s: usize| {
        let values = (0..b * s * 8).map(|i| (i as f32).cos()).collect();
        Tensor::<f32, Hidden>::from_shape_vec(&[b, s, 8], values).unwrap()
    };
    let bytes = export(
        &mut encoder,
        [&hidden(1, 2), &hidden(2, 5)],
        |encoder, trace: &Trace<f32>, x| encoder.forward(&trace.input("x", x), true),
    )
    .unwrap();
    let model = decode(&bytes);
    assert_eq!(dims(&model, false), ["Batch", "Seq", "8"]);
    assert_eq!(dims(&model, true), ["Batch", "Seq", "8"]);
    let ops = ops(&model);
    for op in [
        "LayerNormalization",
        "Softmax",
        "Trilu",
        "Gelu",
        "Reshape",
        "Shape",
    ] {
        assert!(ops.contains(&op.to_string()), "{op} in {ops:?}");
    }
    let names = initializers(&model);
    for name in [
        "self_attn.in_proj_weight",
        "self_attn.out_proj.weight",
        "linear1.weight",
        "linear2.bias",
        "norm1.weight",
        "norm2.bias",
    ] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    // The heads' reshapes read the batch and sequence sizes off the input, never a number.
    let graph = model.graph.unwrap();
    let shapes: Vec<_> = graph.node.iter().filter(|n| n.op_type == "Shape").collect();
    assert_eq!(shapes.len(), 2, "one Shape node per symbol");
    assert!(shapes.iter().all(|n| n.input == ["x"]));
}

#[test]
fn a_flattened_size_is_the_product_of_the_dims_it_follows() {
    type In = (Dyn<Batch>, Dyn<Seq>, D<3>);
    let input = |b: usize, s: usize| Tensor::<f32, In>::ones_with_dims(&[b, s, 3]).unwrap();
    let (a, b) = (input(1, 2), input(2, 5).exp());
    let bytes = export(&mut (), [&a, &b], |_, trace: &Trace<f32>, x| {
        trace.input("x", x).flatten_axes::<0, 1, Dyn>()
    })
    .unwrap();
    let model = decode(&bytes);
    // [Batch * Seq, 3]: the first output axis follows two symbols, so it has no single name.
    assert_eq!(dims(&model, true), ["?", "3"]);
    let ops = ops(&model);
    assert_eq!(
        ops,
        ["Shape", "Shape", "Mul", "Concat", "Reshape", "Identity"]
    );
}

dim_name!(Chan);

#[test]
fn a_size_the_examples_cannot_attribute_is_refused() {
    // Batch and Seq both double: a size that doubles could follow either, or their sum.
    type In = (Dyn<Batch>, Dyn<Seq>, D<2>);
    let (a, b) = (
        Tensor::<f32, In>::ones_with_dims(&[1, 2, 2]).unwrap(),
        Tensor::<f32, In>::zeros_with_dims(&[2, 4, 2]).unwrap(),
    );
    let err = export(&mut (), [&a, &b], |_, trace: &Trace<f32>, x| {
        trace.input("x", x).exp()
    })
    .unwrap_err();
    assert!(err.to_string().contains("grow by the same factor"), "{err}");
    // Batch x2, Seq x3, Chan x6: Batch * Seq and Chan are the same sizes on both examples.
    type Three = (Dyn<Batch>, Dyn<Seq>, Dyn<Chan>);
    let (a, b) = (
        Tensor::<f32, Three>::ones_with_dims(&[1, 1, 1]).unwrap(),
        Tensor::<f32, Three>::zeros_with_dims(&[2, 3, 6]).unwrap(),
    );
    let err = export(&mut (), [&a, &b], |_, trace: &Trace<f32>, x| {
        trace.input("x", x).flatten_axes::<0, 1, Dyn>()
    })
    .unwrap_err();
    let ExportError::Examples { message } = &err else {
        panic!("{err:?}")
    };
    assert!(
        message.contains("op `reshape` (1, then 6) follow more than one"),
        "{message}"
    );
}

#[test]
fn a_parameter_made_from_the_input_is_refused() {
    let err = export(&mut (), [&rows(1), &rows(2)], |_, trace: &Trace<f32>, x| {
        let x = trace.input("x", x);
        // A table built for this example's batch, entered as a parameter.
        let table = Tensor::<f32, Rows>::full_with_dims(&[x.dims()[0], 4], x.dims()[0] as f32);
        &x + &x.param(&table.unwrap())
    })
    .unwrap_err();
    assert_eq!(err, ExportError::DependsOnInput { op: "param" });
}

#[test]
fn an_input_named_as_a_parameter_is_refused() {
    let mut fc = Linear::<4, 2>::new(Tensor::ones(), None);
    let err = export(
        &mut fc,
        [&rows(1), &rows(2)],
        |fc, trace: &Trace<f32>, x| fc.forward(&trace.input("weight", x)),
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("the input name `weight` is taken"),
        "{err}"
    );
}

#[test]
fn examples_that_do_not_grow_or_are_equal_are_refused() {
    let forward = |_: &(), trace: &Trace<f32>, x: &Tensor<f32, Rows>| trace.input("x", x).exp();
    let err = export(&mut (), [&rows(3), &rows(2)], forward).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the export's examples: axis 0 of input `x` (Batch) is 3 in the first example and 2 in \
         the second: the second example must be larger on every run-time dim, and the first at \
         least 1"
    );
    let err = export(&mut (), [&rows(0), &rows(2)], forward).unwrap_err();
    assert!(matches!(err, ExportError::Examples { .. }));
    let fixed = Tensor::<f32, shape![2]>::ones();
    let err = export(&mut (), [&fixed, &fixed], |_, trace: &Trace<f32>, x| {
        trace.input("x", x).exp()
    })
    .unwrap_err();
    assert!(err
        .to_string()
        .contains("input `x` is the same in both examples"));
}

#[test]
fn a_mask_computed_from_the_input_is_refused() {
    let err = export(&mut (), [&rows(1), &rows(2)], |_, trace: &Trace<f32>, x| {
        let x = trace.input("x", x);
        // A plain tensor made from the traced one's values: no op the trace sees.
        let positive: Vec<bool> = x.to_vec().iter().map(|&v| v > 0.0).collect();
        let positive = Tensor::<bool, Rows>::from_shape_vec(x.dims(), positive).unwrap();
        x.masked_fill(&positive, 0.0)
    })
    .unwrap_err();
    assert_eq!(err, ExportError::DependsOnInput { op: "masked_fill" });
    assert!(err
        .to_string()
        .starts_with("op `masked_fill` read a value outside the traced"));
}

#[cfg(feature = "rand")]
#[test]
fn dropout_while_training_is_refused() {
    use rand::SeedableRng;
    let err = export(&mut (), [&rows(1), &rows(2)], |_, trace: &Trace<f32>, x| {
        let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
        trace.input("x", x).dropout(0.5, &mut rng)
    })
    .unwrap_err();
    assert_eq!(err, ExportError::DependsOnInput { op: "dropout" });
}

#[test]
fn a_forward_that_branches_on_sizes_is_refused() {
    let err = export(&mut (), [&rows(1), &rows(2)], |_, trace: &Trace<f32>, x| {
        let x = trace.input("x", x);
        match x.dims()[0] {
            1 => x.exp(),
            _ => x.tanh(),
        }
    })
    .unwrap_err();
    assert_eq!(err, ExportError::Diverged { op: "exp" });
}

#[test]
fn a_loss_has_no_onnx_form_and_says_so() {
    let targets = Tensor::<usize, (Dyn,)>::from_shape_vec(&[1], vec![0]).unwrap();
    let err = export(&mut (), [&rows(1), &rows(2)], |_, trace: &Trace<f32>, x| {
        let logits = trace.input("x", x).narrow::<0>(0, 1);
        cross_entropy(&logits, &targets, Reduction::Mean, 0.0)
    })
    .unwrap_err();
    assert_eq!(
        err,
        ExportError::Unsupported {
            op: "cross_entropy"
        }
    );
    assert_eq!(
        err.to_string(),
        "op `cross_entropy` has no ONNX form in this export"
    );
}

#[test]
fn batch_norm_exports_in_evaluation_and_is_refused_in_training() {
    let mut bn = crate::nn::BatchNorm1d::<3>::new(1e-5, Some(0.1));
    let onnx = |bn: &mut crate::nn::BatchNorm1d<3>| {
        export(bn, [&rows(2), &rows(3)], |bn, trace: &Trace<f32>, x| {
            bn.forward(&trace.input("x", x).narrow_static::<1, 3>(0))
        })
    };
    assert_eq!(
        onnx(&mut bn).unwrap_err(),
        ExportError::Unsupported {
            op: "batch_norm in training mode"
        }
    );
    crate::nn::Parameters::<f32>::eval(&mut bn);
    let model = decode(&onnx(&mut bn).unwrap());
    assert!(ops(&model).contains(&"BatchNormalization".to_string()));
    // The parameters by name; the running statistics are constants (`/c...`).
    assert_eq!(initializers(&model)[..2], ["weight", "bias"]);
}

#[test]
fn indices_picked_in_part_are_refused() {
    let mut table = crate::nn::Embedding::<5, 2>::new(Tensor::ones());
    let ids = |n: usize| Tensor::<usize, (Dyn<Batch>,)>::from_shape_vec(&[n], vec![1; n]).unwrap();
    let err = export(
        &mut table,
        [&ids(2), &ids(3)],
        |table, trace: &Trace<f32>, ids| {
            let ids = trace.indices("ids", ids);
            table.forward_in(&trace.record(), &ids.narrow::<0>(1, 1))
        },
    )
    .unwrap_err();
    assert_eq!(
        err,
        ExportError::PartOfIndices {
            input: "ids".into()
        }
    );
}

#[test]
fn an_f64_graph_holds_doubles() {
    type In = (Dyn<Batch>, D<2>);
    let (a, b) = (
        Tensor::<f64, In>::ones_with_dims(&[1, 2]).unwrap(),
        Tensor::<f64, In>::zeros_with_dims(&[2, 2]).unwrap(),
    );
    let bytes = export(&mut (), [&a, &b], |_, trace: &Trace<f64>, x| {
        trace.input("x", x).sigmoid() * 2.0
    })
    .unwrap();
    let model = decode(&bytes);
    let graph = model.graph.unwrap();
    let Some(type_proto::Value::TensorType(t)) = &graph.output[0].r#type.as_ref().unwrap().value
    else {
        panic!("a tensor type")
    };
    assert_eq!(t.elem_type, super::proto::data_type::DOUBLE);
    assert_eq!(graph.initializer[0].raw_data, 2f64.to_le_bytes());
}
