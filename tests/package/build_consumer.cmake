# Script (cmake -P) behind the CTest case "package: consumer ...": builds and
# runs tests/package/consumer outside graphblade's tree, CPU-only, in one of two
# ways (MODE):
#  - find_package: installs the already-built graphblade (BUILD_DIR, component
#    graphblade_development: library, headers, package config) into WORK/prefix,
#    then configures the consumer with CMAKE_PREFIX_PATH=WORK/prefix;
#  - add_subdirectory: configures the consumer on the checkout SOURCE_DIR, which
#    must build only the library (no CLI, tests, benchmarks, CLI11, Catch2, ...).
# Inputs: MODE, SOURCE_DIR, BUILD_DIR, WORK, GENERATOR, CXX_COMPILER, optional LAUNCHER.
function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}\n${err}")
  endif()
  message(STATUS "${what}: ok")
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

set(consumer_build ${WORK}/consumer-${MODE})
file(REMOVE_RECURSE ${consumer_build})
set(args -S ${SOURCE_DIR}/tests/package/consumer -B ${consumer_build} -G ${GENERATOR}
         -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=Release -DGRAPHBLADE_CONSUMER_MODE=${MODE})
if(LAUNCHER)
  list(APPEND args -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
if(MODE STREQUAL "find_package")
  set(prefix ${WORK}/prefix)
  file(REMOVE_RECURSE ${prefix})
  run_step("install graphblade" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
           --component graphblade_development)
  list(APPEND args -DCMAKE_PREFIX_PATH=${prefix})
elseif(MODE STREQUAL "add_subdirectory")
  list(APPEND args -DGRAPHBLADE_CHECKOUT=${SOURCE_DIR})
else()
  message(FATAL_ERROR "MODE must be find_package or add_subdirectory, not '${MODE}'")
endif()
run_step("configure the consumer" ${CMAKE_COMMAND} ${args})
run_step("build the consumer" ${CMAKE_COMMAND} --build ${consumer_build})
run_step("run the consumer" ${consumer_build}/consumer)
message(STATUS "${last_output}")
