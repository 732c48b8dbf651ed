//! Two traces of one forward as one ONNX model: sizes that differ between the two examples
//! become computations on the inputs' run-time dims, everything else must agree.

use super::graph::{Arg, Attr, Constant, Draft, Node};
use super::proto::{
    attribute_type, tensor_shape_proto, type_proto, AttributeProto, GraphProto, ModelProto,
    NodeProto, OperatorSetIdProto, TensorProto, TensorShapeProto, TypeProto, ValueInfoProto,
};
use super::{ExportError, OPSET};
use std::collections::HashMap;

/// ONNX's IR version of opset 20 (ONNX 1.15).
const IR_VERSION: i64 = 9;

/// A run-time dim of the inputs: where to read it and its size on each example.
struct Symbol {
    name: String,
    input: String,
    axis: usize,
    sizes: [usize; 2],
}

/// A size as the graph computes it: `factor` times the product of some symbols.
#[derive(Clone, Debug, PartialEq)]
struct Product {
    factor: usize,
    symbols: Vec<usize>,
}

/// The model of the forward traced as `first` and `second` (whose examples are larger on
/// every run-time dim), with its output named `output`.
pub(crate) fn model(first: Draft, second: Draft) -> Result<ModelProto, ExportError> {
    for draft in [&first, &second] {
        if let Some(error) = &draft.error {
            return Err(error.clone());
        }
    }
    let same_inputs = first.inputs.len() == second.inputs.len()
        && first.inputs.iter().zip(&second.inputs).all(|(a, b)| {
            (&a.name, a.dims.len(), a.data_type, &a.symbols)
                == (&b.name, b.dims.len(), b.data_type, &b.symbols)
        });
    if !same_inputs {
        return Err(ExportError::Diverged { op: "input" });
    }
    let same_params = first.params.len() == second.params.len()
        && first
            .params
            .iter()
            .zip(&second.params)
            .all(|(a, b)| (&a.name, a.value, &a.data) == (&b.name, b.value, &b.data));
    if !same_params {
        return Err(ExportError::DependsOnInput { op: "param" });
    }
    let symbols = symbols(&first, &second)?;
    for input in &first.inputs {
        let taken = input.name == "output"
            || input.name.starts_with('/')
            || first.params.iter().any(|p| p.name == input.name);
        if taken {
            return Err(ExportError::Examples {
                message: format!(
                    "the input name `{}` is taken (by a parameter, the graph's `output`, or the \
                     export's own names, which start with `/`)",
                    input.name
                ),
            });
        }
    }
    if first.nodes.len() != second.nodes.len() {
        return Err(ExportError::Diverged {
            op: first.nodes.get(second.nodes.len()).map_or("?", |n| n.from),
        });
    }
    let mut graph = Emitter {
        symbols,
        names: HashMap::new(),
        graph: GraphProto {
            name: "typed_tensor".into(),
            ..GraphProto::default()
        },
        symbol_values: HashMap::new(),
        count: 0,
    };
    for input in &first.inputs {
        graph.names.insert(input.value, input.name.clone());
        let dims = input
            .dims
            .iter()
            .zip(&input.symbols)
            .map(|(&size, symbol)| match symbol {
                Some(name) => dim_param(name),
                None => dim_value(size),
            })
            .collect();
        let info = value_info(&input.name, input.data_type, dims);
        graph.graph.input.push(info);
    }
    for param in &first.params {
        graph.names.insert(param.value, param.name.clone());
        graph
            .graph
            .initializer
            .push(tensor(&param.name, &param.data));
    }
    for (a, b) in first.nodes.iter().zip(&second.nodes) {
        graph.node(a, b)?;
    }
    let (Some(out), Some(out2)) = (&first.output, &second.output) else {
        unreachable!("`export` notes each trace's output");
    };
    let data_type = out.data_type;
    let mut dims = Vec::new();
    for (axis, fixed) in out.static_dims.iter().enumerate() {
        dims.push(match fixed {
            Some(size) => dim_value(*size),
            None => match graph.product(out.dims[axis], out2.dims[axis], "output") {
                Ok(Product { factor: 1, symbols }) if symbols.len() == 1 => {
                    dim_param(&graph.symbols[symbols[0]].name)
                }
                Ok(Product { factor, symbols }) if symbols.is_empty() => dim_value(factor),
                // A product of several dims, or a size no product explains (a sum): the
                // graph computes it; the type leaves it unnamed.
                _ => tensor_shape_proto::Dimension { value: None },
            },
        });
    }
    let name = graph.name(out.value);
    graph.graph.node.push(NodeProto {
        input: vec![name],
        output: vec!["output".into()],
        name: "output".into(),
        op_type: "Identity".into(),
        ..NodeProto::default()
    });
    graph
        .graph
        .output
        .push(value_info("output", data_type, dims));
    Ok(ModelProto {
        ir_version: IR_VERSION,
        producer_name: "typed-tensor".into(),
        producer_version: env!("CARGO_PKG_VERSION").into(),
        doc_string: String::new(),
        graph: Some(graph.graph),
        opset_import: vec![OperatorSetIdProto {
            domain: String::new(),
            version: OPSET,
        }],
    })
}

/// The inputs' run-time dims, checked to grow from the first example to the second (so that
/// a size that does not change follows none of them).
fn symbols(first: &Draft, second: &Draft) -> Result<Vec<Symbol>, ExportError> {
    let mut symbols: Vec<Symbol> = Vec::new();
    for (a, b) in first.inputs.iter().zip(&second.inputs) {
        if a.data == b.data {
            return Err(ExportError::Examples {
                message: format!(
                    "input `{}` is the same in both examples: give two that differ, so that a \
                     value the forward computes from the input outside the traced ops shows",
                    a.name
                ),
            });
        }
        for (axis, name) in a.symbols.iter().enumerate() {
            let Some(name) = name else { continue };
            let sizes = [a.dims[axis], b.dims[axis]];
            if sizes[0] == 0 || sizes[1] <= sizes[0] {
                return Err(ExportError::Examples {
                    message: format!(
                        "axis {axis} of input `{}` ({name}) is {} in the first example and {} in \
                         the second: the second example must be larger on every run-time dim, \
                         and the first at least 1",
                        a.name, sizes[0], sizes[1]
                    ),
                });
            }
            match symbols.iter().find(|s| &s.name == name) {
                Some(known) if known.sizes != sizes => {
                    return Err(ExportError::Examples {
                        message: format!(
                            "the dim `{name}` is {:?} on input `{}` but {:?} on input `{}`",
                            sizes, a.name, known.sizes, known.input
                        ),
                    })
                }
                Some(_) => {}
                None => symbols.push(Symbol {
                    name: name.clone(),
                    input: a.name.clone(),
                    axis,
                    sizes,
                }),
            }
        }
    }
    for (i, a) in symbols.iter().enumerate() {
        for b in &symbols[i + 1..] {
            if a.sizes[1] * b.sizes[0] == b.sizes[1] * a.sizes[0] {
                return Err(ExportError::Examples {
                    message: format!(
                        "`{}` ({} then {}) and `{}` ({} then {}) grow by the same factor, so a \
                         size that follows one could follow the other or their sum: give the \
                         second example sizes that grow by different factors",
                        a.name, a.sizes[0], a.sizes[1], b.name, b.sizes[0], b.sizes[1]
                    ),
                });
            }
        }
    }
    if symbols.len() > MAX_SYMBOLS {
        return Err(ExportError::Examples {
            message: format!(
                "{} run-time dims; an export tells at most {MAX_SYMBOLS} apart (name the dims \
                 that are the same one alike: `Dyn<Batch>`)",
                symbols.len()
            ),
        });
    }
    Ok(symbols)
}

/// The most run-time dims an export resolves sizes over (it tries every product of them).
const MAX_SYMBOLS: usize = 12;

struct Emitter {
    symbols: Vec<Symbol>,
    names: HashMap<usize, String>,
    graph: GraphProto,
    /// Each symbol's 1-D `INT64` value, once computed.
    symbol_values: HashMap<usize, String>,
    count: usize,
}

impl Emitter {
    fn name(&self, value: usize) -> String {
        self.names
            .get(&value)
            .cloned()
            .unwrap_or_else(|| format!("/t{value}"))
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.count += 1;
        format!("/{prefix}{}", self.count)
    }

    /// Node `a` of the first trace, checked against `b` of the second.
    fn node(&mut self, a: &Node, b: &Node) -> Result<(), ExportError> {
        let same = a.op == b.op && a.attrs == b.attrs && a.args.len() == b.args.len();
        if !same || a.out != b.out {
            return Err(ExportError::Diverged { op: a.from });
        }
        let mut input = Vec::new();
        for (x, y) in a.args.iter().zip(&b.args) {
            input.push(match (x, y) {
                (Arg::Value(x), Arg::Value(y)) if x == y => self.name(*x),
                (Arg::Absent, Arg::Absent) => String::new(),
                (Arg::Const(x), Arg::Const(y)) if x == y => {
                    let name = self.fresh("c");
                    self.graph.initializer.push(tensor(&name, x));
                    name
                }
                (Arg::Const(_), Arg::Const(_)) => {
                    return Err(ExportError::DependsOnInput { op: a.from })
                }
                (Arg::Sizes(x), Arg::Sizes(y)) if x.len() == y.len() => self.sizes(x, y, a.from)?,
                _ => return Err(ExportError::Diverged { op: a.from }),
            });
        }
        let output = vec![self.name(a.out)];
        let count = self.graph.node.len();
        self.graph.node.push(NodeProto {
            input,
            output,
            name: format!("{}_{count}", a.from),
            op_type: a.op.into(),
            attribute: a.attrs.iter().map(|(n, v)| attribute(n, v)).collect(),
            domain: String::new(),
        });
        Ok(())
    }

    /// `size` (first example) and `size2` (second) as a product of symbols.
    fn product(&self, size: usize, size2: usize, op: &'static str) -> Result<Product, ExportError> {
        if size == size2 {
            return Ok(Product {
                factor: size,
                symbols: vec![],
            });
        }
        let n = self.symbols.len();
        let mut found: Option<Product> = None;
        for subset in 1..(1usize << n) {
            let chosen: Vec<usize> = (0..n).filter(|i| subset >> i & 1 == 1).collect();
            let [p, p2] = [0, 1].map(|r| {
                chosen
                    .iter()
                    .map(|&i| self.symbols[i].sizes[r])
                    .product::<usize>()
            });
            if size.is_multiple_of(p) && size2.is_multiple_of(p2) && size / p == size2 / p2 {
                if found.is_some() {
                    return Err(ExportError::Examples {
                        message: format!(
                            "the sizes of op `{op}` ({size}, then {size2}) follow more than one \
                             product of the run-time dims: give the second example sizes that \
                             grow by different factors"
                        ),
                    });
                }
                found = Some(Product {
                    factor: size / p,
                    symbols: chosen,
                });
            }
        }
        found.ok_or(ExportError::DependsOnInput { op })
    }

    /// The name of a 1-D `INT64` tensor of these sizes.
    fn sizes(
        &mut self,
        first: &[usize],
        second: &[usize],
        op: &'static str,
    ) -> Result<String, ExportError> {
        let products = first
            .iter()
            .zip(second)
            .map(|(&a, &b)| self.product(a, b, op))
            .collect::<Result<Vec<_>, _>>()?;
        if products.iter().all(|p| p.symbols.is_empty()) {
            let name = self.fresh("sizes");
            let values = products.iter().map(|p| p.factor as i64);
            self.graph
                .initializer
                .push(tensor(&name, &Constant::ints(&[first.len()], values)));
            return Ok(name);
        }
        let mut parts = Vec::new();
        for product in products {
            let mut part: Option<String> = None;
            for &symbol in &product.symbols {
                let value = self.symbol(symbol);
                part = Some(match part {
                    Some(p) => self.op("Mul", vec![p, value], vec![]),
                    None => value,
                });
            }
            let part = match (part, product.factor) {
                (Some(p), 1) => p,
                (part, factor) => {
                    let name = self.fresh("c");
                    let constant = Constant::ints(&[1], [factor as i64]);
                    self.graph.initializer.push(tensor(&name, &constant));
                    match part {
                        Some(p) => self.op("Mul", vec![p, name], vec![]),
                        None => name,
                    }
                }
            };
            parts.push(part);
        }
        Ok(self.op("Concat", parts, vec![attribute("axis", &Attr::Int(0))]))
    }

    /// Symbol `i` as a 1-D `INT64` tensor of one element, read off its input's shape.
    fn symbol(&mut self, i: usize) -> String {
        if let Some(name) = self.symbol_values.get(&i) {
            return name.clone();
        }
        let (input, axis) = (self.symbols[i].input.clone(), self.symbols[i].axis as i64);
        let name = self.op(
            "Shape",
            vec![input],
            vec![
                attribute("start", &Attr::Int(axis)),
                attribute("end", &Attr::Int(axis + 1)),
            ],
        );
        self.symbol_values.insert(i, name.clone());
        name
    }

    /// A node of the size computations.
    fn op(&mut self, op: &str, input: Vec<String>, attribute: Vec<AttributeProto>) -> String {
        let name = self.fresh("size");
        self.graph.node.push(NodeProto {
            input,
            output: vec![name.clone()],
            name: name.clone(),
            op_type: op.into(),
            attribute,
            domain: String::new(),
        });
        name
    }
}

fn attribute(name: &str, value: &Attr) -> AttributeProto {
    let mut a = AttributeProto {
        name: name.into(),
        ..AttributeProto::default()
    };
    match value {
        Attr::Int(i) => (a.i, a.r#type) = (*i, attribute_type::INT),
        Attr::Float(f) => (a.f, a.r#type) = (*f, attribute_type::FLOAT),
        Attr::Ints(ints) => (a.ints, a.r#type) = (ints.clone(), attribute_type::INTS),
        Attr::Str(s) => (a.s, a.r#type) = (s.as_bytes().to_vec(), attribute_type::STRING),
        Attr::Tensor(t) => (a.t, a.r#type) = (Some(tensor("", t)), attribute_type::TENSOR),
    }
    a
}

fn tensor(name: &str, constant: &Constant) -> TensorProto {
    TensorProto {
        dims: constant.dims.iter().map(|&d| d as i64).collect(),
        data_type: constant.data_type,
        name: name.into(),
        raw_data: constant.bytes.clone(),
    }
}

fn dim_value(size: usize) -> tensor_shape_proto::Dimension {
    let value = tensor_shape_proto::dimension::Value::DimValue(size as i64);
    tensor_shape_proto::Dimension { value: Some(value) }
}

fn dim_param(name: &str) -> tensor_shape_proto::Dimension {
    let value = tensor_shape_proto::dimension::Value::DimParam(name.into());
    tensor_shape_proto::Dimension { value: Some(value) }
}

fn value_info(
    name: &str,
    elem_type: i32,
    dim: Vec<tensor_shape_proto::Dimension>,
) -> ValueInfoProto {
    let tensor = type_proto::Tensor {
        elem_type,
        shape: Some(TensorShapeProto { dim }),
    };
    ValueInfoProto {
        name: name.into(),
        r#type: Some(TypeProto {
            value: Some(type_proto::Value::TensorType(tensor)),
        }),
    }
}
