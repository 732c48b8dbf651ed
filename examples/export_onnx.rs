//! Exports three models to ONNX: an MLP, a pre-norm transformer encoder layer and the GPT of
//! `train_gpt.rs`, each with run-time batch (and sequence) dims named `Batch` and `Seq`, and
//! writes inputs and the crate's outputs beside them for `tests/onnx/check.py`, which runs the
//! models in ONNX Runtime and compares.
//!
//! ```text
//! cargo run --release --example export_onnx --features onnx,rand -- target/onnx
//! python tests/onnx/check.py target/onnx
//! ```

#[path = "onnx/cases.rs"]
mod cases;
#[allow(dead_code)]
#[path = "gpt/model.rs"]
mod model;
#[path = "onnx/ops.rs"]
mod ops;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/onnx".into());
    let models = cases::write_all(std::path::Path::new(&dir))?;
    for model in models {
        println!("{dir}/{model}.onnx");
    }
    Ok(())
}
