//! The dropout layers' generator states in and out of safetensors files by name: what a
//! checkpoint needs besides the parameters and the optimizer's state for a resumed run to
//! draw the masks the uninterrupted run would have (PyTorch keeps the same in
//! `torch.get_rng_state()`, beside the `state_dict`).

use crate::interop::safetensors::{serialize, SafetensorsError};
use crate::nn::parameters_io::untaken;
use crate::nn::{Parameters, Visit};
use crate::shape::Shape;
use crate::{Tensor, D};
use safetensors::SafeTensors;

/// One generator's state as a tensor: four `u64` words.
type State = Tensor<u64, (D<4>,)>;

/// Every generator of `model` (its dropout layers', [`Visit::visit_generator`]) as a
/// safetensors file, each state four `U64` words named `prefix` followed by the layer's name
/// and `generator`.
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::nn::{load_generators, save_generators, Dropout, Linear, Parameters};
/// use typed_tensor::{shape, Tensor};
///
/// #[derive(Parameters)]
/// struct Model {
///     fc: Linear<4, 4>,
///     drop: Dropout,
/// }
/// let mut model = Model { fc: Linear::zeros(true), drop: Dropout::new(0.5, 1) };
/// let x = Tensor::<f32, shape![8, 4]>::ones();
/// model.drop.forward(&x); // the generator moves on
/// let bytes = save_generators(&mut model, "rng.")?;
/// let after = model.drop.forward(&x).to_vec();
///
/// let mut resumed = Model { fc: Linear::zeros(true), drop: Dropout::new(0.5, 1) };
/// load_generators(&mut resumed, &SafeTensors::deserialize(&bytes)?, "rng.")?;
/// assert_eq!(resumed.drop.forward(&x).to_vec(), after); // the same mask
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn save_generators<T, M: Parameters<T>>(
    model: &mut M,
    prefix: &str,
) -> Result<Vec<u8>, SafetensorsError> {
    struct Collect(Vec<(String, State)>);
    impl<T> Visit<T> for Collect {
        fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<T, S>) {}
        fn visit_generator(&mut self, name: &str, state: &mut [u64; 4]) {
            let tensor = State::from_vec(state.to_vec()).expect("four words");
            self.0.push((name.to_string(), tensor));
        }
    }
    let mut collect = Collect(Vec::new());
    model.visit_parameters(&mut String::new(), &mut collect);
    serialize(
        collect
            .0
            .iter()
            .map(|(name, t)| (format!("{prefix}{name}"), t.safetensors_view())),
    )
}

/// Sets every generator of `model` to its state in `file` (from [`save_generators`]),
/// strictly: a missing state, one that is not four `U64` words, or a tensor of the file
/// under `prefix` that no generator takes is an error naming it, and then no generator is
/// changed. A state of four zeros (which xoshiro256++ cannot leave) is taken as the seed 0's.
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::nn::{load_generators, save_generators, Dropout, Dropout2d, Parameters};
///
/// #[derive(Parameters)]
/// struct One {
///     drop: Dropout,
/// }
/// #[derive(Parameters)]
/// struct Two {
///     drop: Dropout,
///     channels: Dropout2d,
/// }
/// // Models of dropout layers alone are `Parameters` of every element type: name one.
/// let mut one = One { drop: Dropout::new(0.1, 0) };
/// let bytes = save_generators::<f32, _>(&mut one, "")?;
/// let mut two = Two { drop: Dropout::new(0.1, 0), channels: Dropout2d::new(0.1, 0) };
/// let file = SafeTensors::deserialize(&bytes)?;
/// let err = load_generators::<f32, _>(&mut two, &file, "").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "no tensor `channels.generator` in the file; it has `drop.generator`"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load_generators<T, M: Parameters<T>>(
    model: &mut M,
    file: &SafeTensors<'_>,
    prefix: &str,
) -> Result<(), SafetensorsError> {
    /// The first pass: each generator's state, read and checked, in visiting order.
    struct Read<'a, 'f> {
        file: &'a SafeTensors<'f>,
        prefix: &'a str,
        states: Vec<[u64; 4]>,
        taken: Vec<String>,
        error: Option<SafetensorsError>,
    }
    impl<T> Visit<T> for Read<'_, '_> {
        fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<T, S>) {}
        fn visit_generator(&mut self, name: &str, _: &mut [u64; 4]) {
            if self.error.is_some() {
                return;
            }
            let name = format!("{}{name}", self.prefix);
            match State::from_safetensors(self.file, &name) {
                Ok(state) => {
                    let words = state.to_vec();
                    self.states.push(core::array::from_fn(|i| words[i]));
                    self.taken.push(name);
                }
                Err(error) => self.error = Some(error),
            }
        }
    }
    /// The second pass: the states read, into the generators they were read for.
    struct Replace(std::vec::IntoIter<[u64; 4]>);
    impl<T> Visit<T> for Replace {
        fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<T, S>) {}
        fn visit_generator(&mut self, _: &str, state: &mut [u64; 4]) {
            *state = self
                .0
                .next()
                .expect("the same generators are visited twice");
        }
    }
    let mut read = Read {
        file,
        prefix,
        states: Vec::new(),
        taken: Vec::new(),
        error: None,
    };
    Parameters::<T>::visit_parameters(model, &mut String::new(), &mut read);
    if let Some(error) = read.error {
        return Err(error);
    }
    let unexpected = untaken(file, prefix, &read.taken);
    if !unexpected.is_empty() {
        return Err(SafetensorsError::Unexpected {
            prefix: prefix.to_owned(),
            holder: "generator",
            names: unexpected,
        });
    }
    Parameters::<T>::visit_parameters(
        model,
        &mut String::new(),
        &mut Replace(read.states.into_iter()),
    );
    Ok(())
}
