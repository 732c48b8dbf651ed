//! Export to ONNX (feature `onnx`): a model's forward, traced on example inputs, written as an
//! ONNX model (opset 20, IR version 9) that ONNX Runtime, tract and other engines run.
//!
//! The forward is the one written for inference and training (`forward<S, R: Record<T>>`): it
//! runs on [`Traced`], a third record beside `Plain` and the tape's, which writes each op as
//! ONNX nodes. [`export`] runs it twice, on two examples that differ in their run-time dims,
//! and compares the traces:
//! - the types' static dims are fixed ONNX dims; each `Dyn` axis of an input is a symbolic dim,
//!   named after its type (`Dyn<Batch>` is `dim_param: "Batch"`, an unnamed `Dyn` axis
//!   `{input}_dim{axis}`), so a batch axis and a sequence axis stay apart in the graph too;
//! - a size that differs between the traces (a reshape's target, a causal mask's side) is
//!   computed in the graph from the inputs' shapes, as the product of the run-time dims it
//!   follows;
//! - anything else that differs (a mask computed from the input outside the record, a dropout
//!   mask) is an error naming the op, never a graph that is right only for the example.
//!
//! Parameters are initializers named as PyTorch names them (`fc1.weight`, from the model's
//! [`Parameters`]).
//!
//! ```
//! use typed_tensor::nn::Linear;
//! use typed_tensor::onnx::{export, Trace};
//! use typed_tensor::{dim_name, shape, Tensor};
//! dim_name!(Batch);
//! let mut fc = Linear::<3, 2>::new(Tensor::ones(), Some(Tensor::zeros()));
//! let x1 = Tensor::<f32, shape![dyn Batch, 3]>::ones_with_dims(&[1, 3]).unwrap();
//! let x2 = Tensor::<f32, shape![dyn Batch, 3]>::ones_with_dims(&[4, 3]).unwrap();
//! let onnx = export(&mut fc, [&x1, &x2], |fc, trace: &Trace<f32>, x| {
//!     fc.forward(&trace.input("x", x)).relu()
//! })
//! .unwrap();
//! std::fs::write(std::env::temp_dir().join("fc.onnx"), &onnx).unwrap();
//! ```

mod element;
mod emit;
mod graph;
mod lower;
pub(crate) mod proto;
mod trace;

pub use element::OnnxElement;
pub use trace::{Trace, Traced};

use crate::nn::{Parameters, Visit};
use crate::shape::Shape;
use crate::Tensor;
use graph::{Draft, Output};
use prost::Message;

/// The opset of the default domain the graph's ops are read in.
pub(crate) const OPSET: i64 = 20;

/// Why a forward could not be exported.
///
/// ```
/// use typed_tensor::onnx::ExportError;
/// let error = ExportError::Unsupported { op: "cross_entropy" };
/// assert_eq!(error.to_string(), "op `cross_entropy` has no ONNX form in this export");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError {
    /// An op with no ONNX form here (a loss, the `p = 0` norm).
    Unsupported {
        /// The op, as this crate names it.
        op: &'static str,
    },
    /// An op read a value outside the record that differs between the two examples (a mask
    /// computed from the input, a dropout mask, a size that follows no run-time dim): a graph
    /// holding the first example's value would be wrong for the other inputs.
    DependsOnInput {
        /// The op that read it.
        op: &'static str,
    },
    /// The two examples ran different ops, from this op on: the forward branches on sizes.
    Diverged {
        /// The first op that differs.
        op: &'static str,
    },
    /// The examples cannot tell the run-time dims apart.
    Examples {
        /// What is wrong with them.
        message: String,
    },
    /// An op picks by a part of an index input, which the graph cannot name.
    PartOfIndices {
        /// The index input.
        input: String,
    },
}

impl core::fmt::Display for ExportError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ExportError::Unsupported { op } => {
                write!(f, "op `{op}` has no ONNX form in this export")
            }
            ExportError::DependsOnInput { op } => write!(
                f,
                "op `{op}` read a value outside the traced tensors that differs between the two \
                 examples (a mask computed from the input, a dropout mask): export in evaluation \
                 mode, with masks made from the types' sizes"
            ),
            ExportError::Diverged { op } => write!(
                f,
                "the two examples ran different ops from op `{op}` on: the forward must run the \
                 same ops whatever the run-time sizes"
            ),
            ExportError::Examples { message } => write!(f, "the export's examples: {message}"),
            ExportError::PartOfIndices { input } => write!(
                f,
                "an op picks by a part of the index input `{input}`; pick by the whole input"
            ),
        }
    }
}

impl std::error::Error for ExportError {}

/// The ONNX model (its protobuf bytes) of `forward`, run on `model` with each of the two
/// `examples`, whose run-time dims must all be larger in the second: see the [module
/// docs](self). `forward` enters its inputs with [`Trace::input`] (and [`Trace::indices`]),
/// and returns the output, named `output` in the graph.
///
/// ```
/// use typed_tensor::nn::{Linear, Mlp};
/// use typed_tensor::onnx::{export, ExportError, Trace};
/// use typed_tensor::{shape, Tensor};
/// let mut fc = Linear::<2, 2>::new(Tensor::ones(), None);
/// let x = Tensor::<f32, shape![dyn, 2]>::ones_with_dims(&[3, 2]).unwrap();
/// // The second example must be larger on every run-time dim.
/// let err = export(&mut fc, [&x, &x], |fc, trace: &Trace<f32>, x| fc.forward(&trace.input("x", x)));
/// assert!(matches!(err, Err(ExportError::Examples { .. })));
/// ```
pub fn export<T, M, E, S>(
    model: &mut M,
    examples: [&E; 2],
    forward: impl Fn(&M, &Trace<T>, &E) -> Tensor<T, S, Traced<T>>,
) -> Result<Vec<u8>, ExportError>
where
    T: OnnxElement,
    M: Parameters<T>,
    E: ?Sized,
    S: Shape,
{
    let names = parameter_keys(model);
    let mut drafts = examples.map(|example| {
        let trace = Trace::new(Draft::new(names.clone()));
        let out = forward(model, &trace, example);
        let value = out.record().value().expect("a traced tensor has a value");
        trace.draft().borrow_mut().output = Some(Output {
            value,
            dims: out.dims().to_vec(),
            static_dims: S::STATIC_DIMS.to_vec(),
            data_type: T::DATA_TYPE,
        });
        drop(out);
        trace.into_draft()
    });
    let second = core::mem::take(&mut drafts[1]);
    let first = core::mem::take(&mut drafts[0]);
    Ok(emit::model(first, second)?.encode_to_vec())
}

/// The model's parameters' names by their storage and layout, as `Record::param` meets them.
fn parameter_keys<T, M: Parameters<T>>(
    model: &mut M,
) -> Vec<((usize, crate::layout::Layout), String)> {
    struct Keys(Vec<((usize, crate::layout::Layout), String)>);
    impl<T> Visit<T> for Keys {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
            self.0.push((param.storage_key(), name.to_string()));
        }
    }
    let mut keys = Keys(Vec::new());
    model.visit_parameters(&mut String::new(), &mut keys);
    keys.0
}
#[cfg(test)]
mod tests;
