//! What one trace of a forward records: ONNX nodes whose sizes are still plain numbers.
//!
//! A trace runs the forward on one example. Sizes that depend on the example's run-time dims
//! (a reshape's target, a slice's end) are kept as numbers ([`Arg::Sizes`]); two traces on
//! examples of different sizes tell which of them follow which `Dyn` dim (`emit.rs`).

use super::element::OnnxElement;
use super::proto::data_type;
use super::ExportError;
use crate::layout::Layout;

/// Data written into the graph: an initializer or a node's constant input.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Constant {
    pub dims: Vec<usize>,
    pub data_type: i32,
    pub bytes: Vec<u8>,
}

impl Constant {
    /// A tensor of `T` of these dims and values (row-major).
    pub fn floats<T: OnnxElement>(dims: &[usize], values: &[T]) -> Self {
        Constant {
            dims: dims.to_vec(),
            data_type: T::DATA_TYPE,
            bytes: T::le_bytes(values),
        }
    }

    /// A rank-0 tensor of `T`.
    pub fn scalar<T: OnnxElement>(value: T) -> Self {
        Constant::floats(&[], &[value])
    }

    /// An `INT64` tensor.
    pub fn ints(dims: &[usize], values: impl IntoIterator<Item = i64>) -> Self {
        Constant {
            dims: dims.to_vec(),
            data_type: data_type::INT64,
            bytes: values.into_iter().flat_map(i64::to_le_bytes).collect(),
        }
    }

    /// A `BOOL` tensor.
    pub fn bools(dims: &[usize], values: &[bool]) -> Self {
        Constant {
            dims: dims.to_vec(),
            data_type: data_type::BOOL,
            bytes: values.iter().map(|&b| u8::from(b)).collect(),
        }
    }
}

/// An input of a node.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Arg {
    /// A value of the graph, by id.
    Value(usize),
    /// A 1-D `INT64` tensor of sizes that may follow the example's run-time dims.
    Sizes(Vec<usize>),
    /// Data that must be the same on every example.
    Const(Constant),
    /// An optional input left out (`""`).
    Absent,
}

/// A node's attribute value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Attr {
    Int(i64),
    Float(f32),
    Ints(Vec<i64>),
    Str(&'static str),
    Tensor(Constant),
}

/// One ONNX node: `op` of this crate's op `from` (named in errors).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Node {
    pub op: &'static str,
    pub from: &'static str,
    pub args: Vec<Arg>,
    pub attrs: Vec<(&'static str, Attr)>,
    pub out: usize,
}

/// A graph input: a float tensor entered with `Trace::input` or indices with `Trace::indices`.
#[derive(Clone, Debug)]
pub(crate) struct Input {
    pub name: String,
    pub value: usize,
    /// The storage an index input is read from, by which an op's index is recognized.
    pub storage: Option<usize>,
    pub dims: Vec<usize>,
    /// The example's values (little-endian), to check that the two examples differ.
    pub data: Vec<u8>,
    /// Each axis's symbol, `None` for a static one.
    pub symbols: Vec<Option<String>>,
    pub data_type: i32,
}

/// A parameter entered with `Record::param`: an initializer.
#[derive(Clone, Debug)]
pub(crate) struct Param {
    pub key: (usize, Layout),
    pub value: usize,
    pub name: String,
    pub data: Constant,
}

/// A tensor a trace has seen by its storage's address (a parameter, an index input), kept
/// alive until the trace ends so that no other tensor takes that address meanwhile.
pub(crate) type Kept = Box<dyn std::any::Any>;

/// The forward's result.
#[derive(Clone, Debug)]
pub(crate) struct Output {
    pub value: usize,
    pub dims: Vec<usize>,
    pub static_dims: Vec<Option<usize>>,
    pub data_type: i32,
}

/// One trace: its inputs, parameters and nodes, in the order the forward ran them.
#[derive(Default)]
pub(crate) struct Draft {
    /// The model's parameters' names (`fc1.weight`) by storage and layout.
    pub names: Vec<((usize, Layout), String)>,
    pub inputs: Vec<Input>,
    pub params: Vec<Param>,
    pub nodes: Vec<Node>,
    pub output: Option<Output>,
    /// The first op that could not be exported.
    pub error: Option<ExportError>,
    pub kept: Vec<Kept>,
    values: usize,
}

impl Draft {
    pub fn new(names: Vec<((usize, Layout), String)>) -> Self {
        Draft {
            names,
            ..Draft::default()
        }
    }

    /// A new value id.
    pub fn fresh(&mut self) -> usize {
        self.values += 1;
        self.values - 1
    }

    /// Appends a node computing a new value, which it returns.
    pub fn node(
        &mut self,
        from: &'static str,
        op: &'static str,
        args: Vec<Arg>,
        attrs: Vec<(&'static str, Attr)>,
    ) -> usize {
        let out = self.fresh();
        self.nodes.push(Node {
            op,
            from,
            args,
            attrs,
            out,
        });
        out
    }

    /// Keeps the first error.
    pub fn fail(&mut self, error: ExportError) {
        self.error.get_or_insert(error);
    }
}
