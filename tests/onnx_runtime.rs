//! The exported MLP, encoder layer, GPT and every-op model run in ONNX Runtime, an engine
//! nobody here wrote: `tests/onnx/check.py` passes `onnx.checker` on each, checks the inputs'
//! symbolic dims by name, and compares the outputs with the crate's within 1e-5 relative at
//! batch and sequence sizes other than the export's examples.
//!
//! Needs a Python with `onnxruntime`, `onnx` and `numpy` (`$PYTHON`, else
//! `/tmp/pyenv/bin/python`, else `python3`); skipped with a message where there is none.
//! `.ci/run` installs them.

#[path = "../examples/onnx/cases.rs"]
mod cases;
#[allow(dead_code)]
#[path = "../examples/gpt/model.rs"]
mod model;
#[path = "../examples/onnx/ops.rs"]
mod ops;

use std::path::Path;
use std::process::Command;

/// A Python that imports the three packages, or `None`.
fn python() -> Option<String> {
    let candidates = [
        std::env::var("PYTHON").ok(),
        Some("/tmp/pyenv/bin/python".to_string()).filter(|p| Path::new(p).exists()),
        Some("python3".to_string()),
    ];
    candidates.into_iter().flatten().find(|python| {
        Command::new(python)
            .args(["-c", "import onnxruntime, onnx, numpy"])
            .output()
            .is_ok_and(|out| out.status.success())
    })
}

#[test]
fn onnx_runtime_reproduces_the_exported_models() {
    let dir = std::env::temp_dir().join(format!("typed-tensor-onnx-{}", std::process::id()));
    let models = cases::write_all(&dir).expect("the models export");
    assert_eq!(models, ["mlp", "encoder", "gpt", "ops"]);
    let Some(python) = python() else {
        eprintln!(
            "skipped: no Python with onnxruntime, onnx and numpy (set PYTHON, or \
             `pip install onnxruntime onnx numpy`); the models were exported to {}",
            dir.display()
        );
        return;
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/onnx/check.py");
    let out = Command::new(&python)
        .arg(&script)
        .arg(&dir)
        .output()
        .expect("python runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{python} {}:\n{stdout}\n{stderr}",
        script.display()
    );
    assert!(
        stdout.contains("every model checked and reproduced"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
