// The ceiling of a register-tile matrix-product loop on this CPU, apart from any kernel of the
// crate: FMAs alone, then one tile's loop (broadcasts of `a`, loads of `b`, FMAs) with its
// panels in L1, then the packed kernel's blocking for ff1 ([1024,256] x [256,1024]: 1 MiB of
// `b` panels in L2, 70 rows of `a`), for several tile shapes, in turns. f32, one thread.
// Build and run (x86-64 with AVX-512F; not part of the crate or its CI):
//   gcc -O3 -march=native -o /tmp/tile_ceiling benches/tile_ceiling.c && /tmp/tile_ceiling
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

// FMAs on registers only: 24 independent accumulators.
static double fma_peak(long iters) {
    __m512 acc[24];
    for (int i = 0; i < 24; i++) acc[i] = _mm512_set1_ps(i * 0.001f);
    __m512 x = _mm512_set1_ps(0.9999f), y = _mm512_set1_ps(0.00001f);
    double t = now();
    for (long n = 0; n < iters; n++) {
#pragma GCC unroll 24
        for (int i = 0; i < 24; i++) acc[i] = _mm512_fmadd_ps(acc[i], x, y);
    }
    t = now() - t;
    float sum = 0;
    for (int i = 0; i < 24; i++) sum += _mm512_reduce_add_ps(acc[i]);
    if (sum == 12345.f) puts("");
    return iters * 24.0 * 32 / t / 1e9;
}

// One tile of R rows by NV registers: per step, NV loads of `b`, R broadcasts of `a`, R * NV
// FMAs; four steps per turn, as the crate's packed tile.
#define TILE(R, NV)                                                                         \
    __attribute__((noipa)) static void tile_##R##_##NV(const float *a, const float *b,     \
                                                       int depth, float *c, long cols) {  \
        __m512 acc[R][NV];                                                                  \
        for (int r = 0; r < R; r++)                                                         \
            for (int v = 0; v < NV; v++) acc[r][v] = _mm512_setzero_ps();                   \
        _Pragma("GCC unroll 4") for (int k = 0; k < depth; k++) {                          \
            __m512 bv[NV];                                                                  \
            for (int v = 0; v < NV; v++) bv[v] = _mm512_loadu_ps(b + 16 * v);               \
            _Pragma("GCC unroll 16") for (int r = 0; r < R; r++) {                          \
                __m512 x = _mm512_set1_ps(a[r]);                                            \
                for (int v = 0; v < NV; v++) acc[r][v] = _mm512_fmadd_ps(x, bv[v], acc[r][v]); \
            }                                                                               \
            a += R;                                                                         \
            b += 16 * NV;                                                                   \
        }                                                                                   \
        for (int r = 0; r < R; r++)                                                         \
            for (int v = 0; v < NV; v++) _mm512_storeu_ps(c + r * cols + 16 * v, acc[r][v]); \
    }                                                                                       \
    /* `rows` rows of `a` by `cols` columns of `b` over `depth` steps, in packed panels: each \
       `a` panel by every `b` panel. */                                                    \
    static double run_##R##_##NV(int depth, long cols, long rows, int reps) {              \
        long nb = cols / (16 * NV), na = rows / R;                                          \
        float *A = aligned_alloc(64, sizeof(float) * depth * R * na);                       \
        float *B = aligned_alloc(64, sizeof(float) * depth * 16 * NV * nb);                 \
        float *C = aligned_alloc(64, sizeof(float) * cols * R * na);                        \
        for (long i = 0; i < (long)depth * R * na; i++) A[i] = (i % 7) * 0.1f;              \
        for (long i = 0; i < (long)depth * 16 * NV * nb; i++) B[i] = (i % 5) * 0.1f;        \
        double t = now();                                                                   \
        for (int rep = 0; rep < reps; rep++)                                                \
            for (long q = 0; q < na; q++)                                                   \
                for (long p = 0; p < nb; p++)                                               \
                    tile_##R##_##NV(A + q * depth * R, B + p * depth * 16 * NV, depth,      \
                                    C + q * R * cols + p * 16 * NV, cols);                  \
        t = now() - t;                                                                      \
        free(A); free(B); free(C);                                                          \
        return 2.0 * R * 16 * NV * depth * (double)nb * na * reps / t / 1e9;                \
    }

TILE(14, 2)
TILE(12, 2)
TILE(8, 3)
TILE(6, 4)

int main(void) {
    for (int round = 0; round < 3; round++) {
        printf("round %d: FMAs alone %.0f GFLOP/s\n", round, fma_peak(100000000));
        printf("  panels in L1 (one 14x2 tile, 128 steps): %.0f\n", run_14_2(128, 32, 14, 400000));
        printf("  ff1's blocks (depth 256, 1 MiB of b): 14x2 %.0f, 12x2 %.0f, 8x3 %.0f, 6x4 %.0f\n",
               run_14_2(256, 1024, 70, 100), run_12_2(256, 1024, 72, 100),
               run_8_3(256, 1008, 72, 100), run_6_4(256, 1024, 72, 100));
    }
}
