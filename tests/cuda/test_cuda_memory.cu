// Device memory hooks and the workspace: round trips through device memory,
// fills, device-to-device copies, typed errors (out_of_memory with the bytes
// asked and free; cuda_error naming the failing call and its file), and the
// workspace's grow-only reuse.
#include <cstdint>
#include <string>
#include <vector>

#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/backend/cuda/workspace.cuh"

namespace gb = graphblade;

TEST_CASE("cuda buffers round-trip host -> device -> device -> host unchanged", "[cuda][memory]") {
  GB_REQUIRE_CUDA();
  std::vector<std::int64_t> data(100003);
  for (std::size_t i = 0; i < data.size(); ++i) data[i] = std::int64_t(i * 2654435761u) - 7;
  gb::buffer<std::int64_t> h(data);
  auto d = h.to(gb::cuda(0));
  CHECK(d.where() == gb::cuda(0));
  gb::buffer<std::int64_t> d2(d);  // device -> device deep copy
  CHECK(d2.data() != d.data());
  CHECK(d2.to_vector() == data);
  CHECK(d.prefix(10).to_vector() == std::vector<std::int64_t>(data.begin(), data.begin() + 10));
}

TEST_CASE("cuda fill_bytes sets device memory", "[cuda][memory]") {
  GB_REQUIRE_CUDA();
  gb::buffer<std::uint8_t> d(1000, gb::cuda(0));
  gb::memory::fill_bytes(d.data(), d.where(), 0xab, 1000);
  CHECK(d.to_vector() == std::vector<std::uint8_t>(1000, 0xab));
}

// [api_errors]: the failing calls are on purpose (the sanitizers run these with --report-api-errors no)
TEST_CASE("cuda allocation beyond the device's memory throws out_of_memory with asked and free bytes",
          "[cuda][memory][api_errors]") {
  GB_REQUIRE_CUDA();
  const std::size_t huge = std::size_t(1) << 50;  // 1 PiB
  try {
    gb::buffer<char> b(huge, gb::cuda(0));
    FAIL("allocating 1 PiB succeeded");
  } catch (const gb::out_of_memory& e) {
    CHECK(e.bytes_asked() == huge);
    CHECK(e.bytes_free() > 0);
    CHECK(e.bytes_free() < huge);
    CHECK(std::string(e.what()).find("cuda:0") != std::string::npos);
  }
  gb::buffer<char> ok(1024, gb::cuda(0));  // the failure left no sticky error behind
  CHECK(ok.size() == 1024);
}

TEST_CASE("cuda errors name the failing call and its source file", "[cuda][memory][api_errors]") {
  GB_REQUIRE_CUDA();
  try {
    gb::buffer<int> b(16, gb::cuda(4096));  // no such device
    FAIL("allocating on device 4096 succeeded");
  } catch (const gb::cuda_error& e) {
    const std::string what = e.what();
    CHECK(what.find("cudaSetDevice") != std::string::npos);
    CHECK(what.find(".cuh:") != std::string::npos);
  }
}

TEST_CASE("device vectors and matrices move to the device and back unchanged", "[cuda][memory]") {
  GB_REQUIRE_CUDA();
  auto A = gb::Matrix<float>::from_coo(4, 5, {0, 1, 3, 3}, {4, 0, 1, 2}, {1.5f, -2, 3, 4}, gb::format::csc);
  auto back = A.to(gb::cuda(0)).to(gb::host);
  CHECK(back.storage_format() == gb::format::csc);
  CHECK(back.get(3, 2).value() == 4.0f);
  CHECK(back.nvals() == 4);
  gb::Vector<int> v(7, gb::storage::bitmap, gb::cuda(0));
  CHECK(v.where() == gb::cuda(0));
  CHECK(v.nvals() == 0);
  CHECK(v.to(gb::host).present().to_vector() == std::vector<std::uint8_t>(7, 0));
  // GRAPHBLADE_SANITIZE: the unset values are zeroed too (whole-array copies read initialised memory, initcheck)
  if (gb::memory::sanitizer_run())
    CHECK(v.to(gb::host).values().to_vector() == std::vector<int>(7, 0));
}

TEST_CASE("a new cuda workspace's counters read zero, whichever of them a call writes", "[cuda][memory][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::gpu::workspace ws(0);
  const gb::offset_t* counters = ws.read_counters(gb::gpu::workspace::counters);
  CHECK(std::vector<gb::offset_t>(counters, counters + gb::gpu::workspace::counters) ==
        std::vector<gb::offset_t>(gb::gpu::workspace::counters, 0));
}

TEST_CASE("the cuda workspace grows only when a request exceeds a slot", "[cuda][memory]") {
  GB_REQUIRE_CUDA();
  gb::gpu::workspace ws(0);
  void* a = ws.raw(gb::gpu::slot::t_list, 1000);
  const std::size_t after_first = ws.allocation_count();
  CHECK(ws.raw(gb::gpu::slot::t_list, 1000) == a);
  CHECK(ws.raw(gb::gpu::slot::t_list, 10) == a);
  CHECK(ws.allocation_count() == after_first);
  ws.raw(gb::gpu::slot::t_list, 100000);
  CHECK(ws.allocation_count() == after_first + 1);
  CHECK(ws.bytes_held() >= 100000);
  ws.release();
  CHECK(ws.bytes_held() == 0);
}
