//! `examples/load_torch_cnn.rs` runs: a CNN trained in PyTorch loads by name and reproduces
//! PyTorch's eval-mode logits within 1e-5 (the example asserts it).

#[path = "../examples/load_torch_cnn.rs"]
mod example;

#[test]
fn the_example_reproduces_pytorchs_logits() {
    example::main().expect("the checkpoint loads and runs");
}
