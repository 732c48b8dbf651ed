//! An optimizer's state in and out of safetensors files by parameter name (feature
//! `safetensors`): PyTorch's `optimizer.state_dict()` / `load_state_dict`, so that a run
//! resumed from a checkpoint of the model and the optimizer continues bit for bit.
//!
//! Parameter `fc.weight`'s state is saved as `state.fc.weight.exp_avg`,
//! `state.fc.weight.exp_avg_sq` and `state.fc.weight.step` (an `I64` scalar) under Adam,
//! `state.fc.weight.momentum_buffer` under SGD with momentum: PyTorch's names for the state's
//! parts, keyed by the parameter's name where PyTorch keys them by its position.

use super::{Optimizer, UpdateRule};
use crate::autograd::raw::AnyDims;
use crate::interop::safetensors::{serialize, SafetensorsElement, SafetensorsError};
use crate::nn::parameters_io::read_param;
use crate::nn::{Parameters, Visit};
use crate::shape::Shape;
use crate::Tensor;
use core::any::Any;
use safetensors::SafeTensors;
use std::collections::{HashMap, HashSet};

/// The prefix of every name an optimizer's state is saved under.
const PREFIX: &str = "state.";

impl<R> Optimizer<R> {
    /// The safetensors bytes of the state of each of `model`'s parameters that has one
    /// (PyTorch's `torch.save(optimizer.state_dict())`), named by the parameters' names; the
    /// rule's settings (`lr`, ...) are the code's, not the file's.
    /// [`load_state`](Self::load_state) reads it back.
    ///
    /// ```
    /// use safetensors::SafeTensors;
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::optim::{Adam, Optimizer};
    /// use typed_tensor::nn::Linear;
    /// use typed_tensor::{shape, Tensor};
    /// let mut fc = Linear::<2, 1, f64>::new(Tensor::ones(), None);
    /// let mut opt = Optimizer::new(Adam::new());
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![1, 2]>::ones());
    /// let grads = fc.forward(&x).sum_all().backward();
    /// opt.step(&mut fc, &grads);
    /// let bytes = opt.save_state(&mut fc)?;
    /// let file = SafeTensors::deserialize(&bytes)?;
    /// let mut names = file.names();
    /// names.sort();
    /// assert_eq!(names, ["state.weight.exp_avg", "state.weight.exp_avg_sq", "state.weight.step"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn save_state<T, M>(&self, model: &mut M) -> Result<Vec<u8>, SafetensorsError>
    where
        R: UpdateRule<T>,
        T: SafetensorsElement,
        M: Parameters<T>,
    {
        struct Collect<'a, R, T> {
            states: &'a HashMap<String, Box<dyn Any + Send>>,
            tensors: Vec<(String, Tensor<T, AnyDims>)>,
            steps: Vec<(String, Tensor<i64, ()>)>,
            rule: core::marker::PhantomData<R>,
        }
        impl<R: UpdateRule<T>, T> Visit<T> for Collect<'_, R, T> {
            fn visit<S: Shape + 'static>(&mut self, name: &str, _: &mut Tensor<T, S>) {
                let Some(state) = self.states.get(name) else {
                    return;
                };
                let state = state.downcast_ref::<R::State<S>>().unwrap_or_else(|| {
                    panic!("Optimizer::save_state(): parameter `{name}` changed shape since its last step")
                });
                let (tensors, steps) = R::state_parts(state);
                for (part, tensor) in tensors {
                    let key = format!("{PREFIX}{name}.{part}");
                    self.tensors.push((key, tensor.retype()));
                }
                if let Some(steps) = steps {
                    let steps = i64::try_from(steps).unwrap_or(i64::MAX);
                    let key = format!("{PREFIX}{name}.step");
                    self.steps.push((key, Tensor::full(steps)));
                }
            }
        }
        let mut collect = Collect::<R, T> {
            states: &self.states,
            tensors: Vec::new(),
            steps: Vec::new(),
            rule: core::marker::PhantomData,
        };
        model.visit_parameters(&mut String::new(), &mut collect);
        let tensors = collect
            .tensors
            .iter()
            .map(|(n, t)| (n.clone(), t.safetensors_view()));
        let steps = collect
            .steps
            .iter()
            .map(|(n, t)| (n.clone(), t.safetensors_view()));
        serialize(tensors.chain(steps))
    }

    /// Replaces the state with the one `file` holds for `model`'s parameters (PyTorch's
    /// `optimizer.load_state_dict(...)`): a parameter with no entry in the file starts
    /// afresh. A part missing beside others (a moment without its step), one whose dims are
    /// not its parameter's, or a name under `state.` that no parameter takes is an error
    /// naming it, and the state is then left as it was.
    ///
    /// ```
    /// use safetensors::SafeTensors;
    /// use typed_tensor::nn::optim::{Optimizer, Sgd};
    /// use typed_tensor::nn::Linear;
    /// use typed_tensor::Tensor;
    /// let mut fc = Linear::<2, 1, f64>::new(Tensor::ones(), None);
    /// let mut opt = Optimizer::new(Sgd::new(0.1));
    /// let bytes = opt.save_state(&mut fc)?; // no step yet: nothing saved
    /// opt.load_state(&mut fc, &SafeTensors::deserialize(&bytes)?)?;
    /// let mut other = Linear::<3, 1, f64>::new(Tensor::ones(), None);
    /// assert!(opt.load_state(&mut other, &SafeTensors::deserialize(&bytes)?).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn load_state<T, M>(
        &mut self,
        model: &mut M,
        file: &SafeTensors<'_>,
    ) -> Result<(), SafetensorsError>
    where
        R: UpdateRule<T>,
        T: SafetensorsElement,
        M: Parameters<T>,
    {
        struct Read<'a, 'f, R> {
            file: &'a SafeTensors<'f>,
            names: HashSet<&'a str>,
            states: HashMap<String, Box<dyn Any + Send>>,
            taken: Vec<String>,
            error: Option<SafetensorsError>,
            rule: core::marker::PhantomData<R>,
        }
        impl<R: UpdateRule<T>, T: SafetensorsElement> Visit<T> for Read<'_, '_, R> {
            fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
                if self.error.is_some() {
                    return;
                }
                match self.read::<T, S>(name, param) {
                    Ok(Some(state)) => {
                        self.states.insert(name.to_string(), Box::new(state));
                    }
                    Ok(None) => {}
                    Err(error) => self.error = Some(error),
                }
            }
        }
        impl<R> Read<'_, '_, R> {
            /// Parameter `name`'s state: none when the file holds no part of it, every part
            /// when it holds one.
            fn read<T: SafetensorsElement, S: Shape + 'static>(
                &mut self,
                name: &str,
                param: &Tensor<T, S>,
            ) -> Result<Option<R::State<S>>, SafetensorsError>
            where
                R: UpdateRule<T>,
            {
                let key = |part: &str| format!("{PREFIX}{name}.{part}");
                let counts_steps = R::state_parts(&R::State::<S>::default()).1.is_some();
                let mut parts: Vec<&str> = R::STATE_TENSORS.to_vec();
                if counts_steps {
                    parts.push("step");
                }
                if !parts
                    .iter()
                    .any(|part| self.names.contains(key(part).as_str()))
                {
                    return Ok(None);
                }
                let mut tensors = Vec::new();
                for &part in R::STATE_TENSORS {
                    let key = key(part);
                    tensors.push((part, read_param(self.file, &key, param)?));
                    self.taken.push(key);
                }
                let steps = if counts_steps {
                    let key = key("step");
                    let steps = Tensor::<i64, ()>::from_safetensors(self.file, &key)?.item();
                    self.taken.push(key);
                    Some(steps.max(0) as u64)
                } else {
                    None
                };
                Ok(R::state_from(tensors, steps))
            }
        }
        let names = file.names();
        let mut read = Read::<R> {
            file,
            names: names.iter().copied().collect(),
            states: HashMap::new(),
            taken: Vec::new(),
            error: None,
            rule: core::marker::PhantomData,
        };
        model.visit_parameters(&mut String::new(), &mut read);
        if let Some(error) = read.error {
            return Err(error);
        }
        let taken: HashSet<&str> = read.taken.iter().map(String::as_str).collect();
        let mut unexpected: Vec<String> = names
            .iter()
            .filter(|name| name.starts_with(PREFIX) && !taken.contains(**name))
            .map(|name| name.to_string())
            .collect();
        if !unexpected.is_empty() {
            unexpected.sort();
            return Err(SafetensorsError::Unexpected {
                holder: "parameter",
                prefix: PREFIX.to_string(),
                names: unexpected,
            });
        }
        self.states = read.states;
        Ok(())
    }
}
