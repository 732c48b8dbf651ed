//! `Traced<T>`: the record that writes each op as ONNX nodes (the third `Record`, beside
//! `Plain` and the tape's), and `Trace`, which enters a forward's inputs on it.

use super::element::OnnxElement;
use super::graph::{Arg, Constant, Draft, Input, Param};
use super::lower::lower;
use crate::shape::Shape;
use crate::tensor::{AnyDims, Derivation, Sealed};
use crate::{Record, ShapeError, Tensor};
use core::cell::RefCell;
use core::marker::PhantomData;
use std::rc::Rc;

/// The record of a tensor in a forward being exported: its value's place in the ONNX graph.
/// A model's `forward<S, R: Record<T>>` runs on it unchanged; [`export`](super::export) makes
/// the inputs ([`Trace::input`]) and collects the graph.
///
/// ```
/// use typed_tensor::onnx::{export, Trace, Traced};
/// use typed_tensor::{shape, Record, Tensor};
/// // A forward written once, for every record.
/// fn forward<R: Record<f32>>(x: &Tensor<f32, shape![2], R>) -> Tensor<f32, shape![2], R> {
///     x.relu()
/// }
/// let (x1, x2) = (Tensor::<f32, shape![2]>::ones(), Tensor::<f32, shape![2]>::zeros());
/// let traced = |_: &(), trace: &Trace<f32>, x: &Tensor<f32, shape![2]>| {
///     let x: Tensor<f32, shape![2], Traced<f32>> = trace.input("x", x);
///     forward(&x)
/// };
/// let bytes = export(&mut (), [&x1, &x2], traced).unwrap();
/// assert!(bytes.windows(4).any(|w| w == b"Relu"));
/// ```
pub struct Traced<T> {
    value: Option<usize>,
    draft: Rc<RefCell<Draft>>,
    element: PhantomData<fn() -> T>,
}

impl<T> Clone for Traced<T> {
    fn clone(&self) -> Self {
        Traced {
            value: self.value,
            draft: Rc::clone(&self.draft),
            element: PhantomData,
        }
    }
}

impl<T> Sealed for Traced<T> {}

/// The message of an op on values of two traces.
const TWO_TRACES: &str = "an op on values of two different traces; trace one forward at a time";

impl<T: OnnxElement> Record<T> for Traced<T> {
    const RECORDS: bool = true;

    fn param<S>(&self, param: &Tensor<T, S>) -> Tensor<T, S, Self> {
        let key = param.storage_key();
        let mut draft = self.draft.borrow_mut();
        let known = draft.params.iter().find(|p| p.key == key).map(|p| p.value);
        let value = known.unwrap_or_else(|| {
            let name = match draft.names.iter().find(|(k, _)| *k == key) {
                Some((_, name)) => name.clone(),
                None => format!("param_{}", draft.params.len()),
            };
            let value = draft.fresh();
            let data = Constant::floats(param.dims(), &param.to_vec());
            draft.kept.push(Box::new(param.clone().retype::<AnyDims>()));
            draft.params.push(Param {
                key,
                value,
                name,
                data,
            });
            value
        });
        drop(draft);
        Tensor::with_record(param.clone(), self.valued(value))
    }

    fn constant<S>(&self, value: Tensor<T, S>) -> Tensor<T, S, Self> {
        let data = Constant::floats(value.dims(), &value.to_vec());
        let id =
            self.draft
                .borrow_mut()
                .node("constant", "Identity", vec![Arg::Const(data)], vec![]);
        Tensor::with_record(value, self.valued(id))
    }

    fn try_reserve(&self, _op: &'static str, _count: usize) -> Result<(), ShapeError> {
        Ok(())
    }

    #[track_caller]
    fn derive<S>(
        inputs: &[&Self],
        value: Tensor<T, S>,
        describe: impl FnOnce(&[bool], &Tensor<T, S>) -> Derivation<T>,
    ) -> Tensor<T, S, Self> {
        let first = inputs[0];
        for other in &inputs[1..] {
            assert!(Rc::ptr_eq(&first.draft, &other.draft), "{}", TWO_TRACES);
        }
        let ids: Option<Vec<usize>> = inputs.iter().map(|input| input.value).collect();
        let derivation = describe(&vec![true; inputs.len()], &value);
        let mut draft = first.draft.borrow_mut();
        let ids = ids.expect("a traced tensor has a value");
        let lowered = lower(derivation, &ids, value.dims(), &mut draft);
        let id = lowered.unwrap_or_else(|error| {
            draft.fail(error);
            draft.fresh()
        });
        drop(draft);
        Tensor::with_record(value, first.valued(id))
    }
}

impl<T> Traced<T> {
    fn valued(&self, value: usize) -> Self {
        Traced {
            value: Some(value),
            draft: Rc::clone(&self.draft),
            element: PhantomData,
        }
    }

    /// The value's id in the graph (none for a record made by [`Trace::record`]).
    pub(crate) fn value(&self) -> Option<usize> {
        self.value
    }
}

/// One run of a forward being exported: enters its inputs as the graph's inputs. Given to the
/// forward closure of [`export`](super::export).
///
/// ```
/// use typed_tensor::onnx::{export, Trace};
/// use typed_tensor::{dim_name, shape, Tensor};
/// dim_name!(Batch);
/// let (small, large) = (
///     Tensor::<f32, shape![dyn Batch, 3]>::ones_with_dims(&[2, 3]).unwrap(),
///     Tensor::<f32, shape![dyn Batch, 3]>::ones_with_dims(&[5, 3]).unwrap(),
/// );
/// let bytes = export(&mut (), [&small, &large], |_, trace: &Trace<f32>, x| {
///     trace.input("x", x).exp()
/// })
/// .unwrap();
/// assert!(bytes.windows(5).any(|w| w == b"Batch")); // the symbolic dim's name
/// ```
pub struct Trace<T> {
    draft: Rc<RefCell<Draft>>,
    element: PhantomData<fn() -> T>,
}

impl<T> Trace<T> {
    pub(crate) fn new(draft: Draft) -> Self {
        Trace {
            draft: Rc::new(RefCell::new(draft)),
            element: PhantomData,
        }
    }

    /// What the trace recorded.
    pub(crate) fn into_draft(self) -> Draft {
        match Rc::try_unwrap(self.draft) {
            Ok(draft) => draft.into_inner(),
            Err(shared) => core::mem::take(&mut *shared.borrow_mut()),
        }
    }

    /// The draft, to note the forward's output.
    pub(crate) fn draft(&self) -> &RefCell<Draft> {
        &self.draft
    }

    /// A record with no value, on which a forward whose input is no tensor of `T` enters its
    /// parameters (as [`Recorded::on`](crate::autograd::Recorded::on) does for a tape):
    /// `embedding.forward_in(&trace.record(), &trace.indices("tokens", tokens))`.
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::onnx::{export, Trace};
    /// use typed_tensor::{shape, Tensor};
    /// let mut table = Embedding::<4, 2>::new(Tensor::ones());
    /// let ids = Tensor::<usize, shape![3]>::from_vec(vec![0, 3, 1]).unwrap();
    /// let other = Tensor::<usize, shape![3]>::from_vec(vec![2, 2, 0]).unwrap();
    /// let bytes = export(&mut table, [&ids, &other], |table, trace: &Trace<f32>, ids| {
    ///     table.forward_in(&trace.record(), &trace.indices("ids", ids))
    /// })
    /// .unwrap();
    /// assert!(bytes.windows(6).any(|w| w == b"weight")); // the initializer's name
    /// ```
    pub fn record(&self) -> Traced<T> {
        Traced {
            value: None,
            draft: Rc::clone(&self.draft),
            element: PhantomData,
        }
    }
}

impl<T: OnnxElement> Trace<T> {
    /// `x` as the graph input `name`: its static dims are fixed ONNX dims, a `Dyn<Batch>` axis
    /// the symbolic dim `Batch`, an unnamed `Dyn` axis `{name}_dim{axis}`.
    ///
    /// ```
    /// use typed_tensor::onnx::{export, Trace};
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![dyn, 2]>::ones_with_dims(&[1, 2]).unwrap();
    /// let y = Tensor::<f64, shape![dyn, 2]>::ones_with_dims(&[3, 2]).unwrap();
    /// let bytes = export(&mut (), [&x, &y], |_, trace: &Trace<f64>, x| trace.input("x", x).tanh()).unwrap();
    /// assert!(bytes.windows(6).any(|w| w == b"x_dim0"));
    /// ```
    pub fn input<S: Shape>(&self, name: &str, x: &Tensor<T, S>) -> Tensor<T, S, Traced<T>> {
        let data = T::le_bytes(&x.to_vec());
        let value = self.enter(name, x.dims(), S::DIM_NAMES, None, T::DATA_TYPE, data);
        Tensor::with_record(x.clone(), self.record().valued(value))
    }

    /// `indices` as the `INT64` graph input `name`: an op that picks by them (an embedding's
    /// `index_select`) reads the input rather than their values. Their dims become the input's
    /// as in [`input`](Self::input).
    ///
    /// ```
    /// use typed_tensor::onnx::Trace;
    /// // See `Trace::record` for a whole export.
    /// # let _ = Trace::<f32>::record;
    /// ```
    pub fn indices<S: Shape>(&self, name: &str, indices: &Tensor<usize, S>) -> Tensor<usize, S> {
        let storage = Some(indices.storage_key().0);
        let kept = Box::new(indices.clone().retype::<AnyDims>());
        self.draft.borrow_mut().kept.push(kept);
        let data = indices
            .to_vec()
            .iter()
            .flat_map(|i| i.to_le_bytes())
            .collect();
        let int64 = super::proto::data_type::INT64;
        self.enter(name, indices.dims(), S::DIM_NAMES, storage, int64, data);
        indices.clone()
    }

    fn enter(
        &self,
        name: &str,
        dims: &[usize],
        dim_names: &[&str],
        storage: Option<usize>,
        data_type: i32,
        data: Vec<u8>,
    ) -> usize {
        let symbols = dim_names
            .iter()
            .enumerate()
            .map(|(axis, dim)| match *dim {
                "Dyn" => Some(format!("{name}_dim{axis}")),
                named if named.starts_with("Dyn<") => {
                    Some(named["Dyn<".len()..named.len() - 1].to_string())
                }
                _ => None,
            })
            .collect();
        let mut draft = self.draft.borrow_mut();
        let value = draft.fresh();
        draft.inputs.push(Input {
            name: name.to_string(),
            value,
            storage,
            dims: dims.to_vec(),
            data,
            symbols,
            data_type,
        });
        value
    }
}
