"""Checks the ONNX models `examples/onnx/cases.rs` wrote: `onnx.checker` passes on each, its
inputs' symbolic dims carry the run-time dims' names, and ONNX Runtime reproduces the crate's
outputs within 1e-5 relative at every size written.

    python tests/onnx/check.py DIR

Prints one line per case and exits non-zero on the first mismatch.
"""
import glob
import os
import sys

import numpy as np
import onnx
import onnxruntime as ort

# The names each model's inputs must carry on their run-time axes.
SYMBOLS = {
    "mlp": ["Batch", 64],
    "encoder": ["Batch", "Seq", 64],
    "gpt": ["Batch", "Seq"],
    "ops": ["Batch", 6, 8],
}


def dims(value_info):
    return [d.dim_param or d.dim_value for d in value_info.type.tensor_type.shape.dim]


def main(folder):
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    for model, symbols in SYMBOLS.items():
        path = os.path.join(folder, model + ".onnx")
        onnx.checker.check_model(onnx.load(path), full_check=True)
        graph = onnx.load(path).graph
        found = dims(graph.input[0])
        assert found == symbols, f"{model}: input dims {found}, expected {symbols}"
        session = ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])
        name = session.get_inputs()[0].name
        cases = sorted(glob.glob(os.path.join(folder, f"{model}_*_input.npy")))
        assert cases, f"{model}: no cases in {folder}"
        for case in cases:
            x = np.load(case)
            expected = np.load(case.replace("_input", "_output"))
            (got,) = session.run(None, {name: x})
            assert got.shape == expected.shape, f"{case}: shape {got.shape} != {expected.shape}"
            error = np.max(np.abs(got - expected) / np.maximum(np.abs(expected), 1.0))
            print(f"{model} input {list(x.shape)}: largest relative difference {error:.2e}")
            assert error <= 1e-5, f"{case}: ONNX Runtime differs from the crate by {error:.2e}"
    print("onnx: every model checked and reproduced")


if __name__ == "__main__":
    main(sys.argv[1])
