# Script (cmake -P) behind the CTest case "package: consumer ...": builds and
# runs tests/package/consumer outside graphblade's tree, CPU-only, in one of two
# ways (MODE):
#  - find_package: installs the already-built graphblade (BUILD_DIR, component
#    graphblade_development: library, headers, package config) into WORK/prefix
#    (OpenMP ON), then configures the consumer with CMAKE_PREFIX_PATH=WORK/prefix
#    and COMPONENTS OpenMP;
#  - add_subdirectory: configures the consumer on the checkout SOURCE_DIR, which
#    must build only the library (no CLI, tests, benchmarks, CLI11, Catch2, ...),
#    with GRAPHBLADE_OPENMP=OFF (a serial graphblade, the consumer compiled without
#    OpenMP); then installs that library and builds the consumer against it with
#    find_package, and checks that COMPONENTS OpenMP is refused there.
# Inputs: MODE, SOURCE_DIR, BUILD_DIR, WORK, GENERATOR, CXX_COMPILER, optional LAUNCHER.
function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}\n${err}")
  endif()
  message(STATUS "${what}: ok")
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

# Configure, build and run the consumer in WORK/<name> with extra cmake arguments.
function(build_and_run name)
  set(dir ${WORK}/${name})
  file(REMOVE_RECURSE ${dir})
  # The consumer must not need the tool-side packages even where they are installed (CI has them): hide them.
  set(args -S ${SOURCE_DIR}/tests/package/consumer -B ${dir} -G ${GENERATOR} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
           -DCMAKE_BUILD_TYPE=Release -DCMAKE_DISABLE_FIND_PACKAGE_CLI11=ON
           -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON
           -DCMAKE_DISABLE_FIND_PACKAGE_GraphBLAS=ON -DGRAPHBLAS_INCLUDE_DIR=GRAPHBLAS_INCLUDE_DIR-NOTFOUND ${ARGN})
  if(LAUNCHER)
    list(APPEND args -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
  endif()
  run_step("configure the consumer (${name})" ${CMAKE_COMMAND} ${args})
  run_step("build the consumer (${name})" ${CMAKE_COMMAND} --build ${dir})
  run_step("run the consumer (${name})" ${dir}/consumer)
  message(STATUS "${last_output}")
endfunction()

if(MODE STREQUAL "find_package")
  # The installed library of this build (OpenMP ON), asked for with COMPONENTS OpenMP.
  set(prefix ${WORK}/prefix)
  file(REMOVE_RECURSE ${prefix})
  run_step("install graphblade" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
           --component graphblade_development)
  build_and_run(consumer-find_package -DGRAPHBLADE_CONSUMER_MODE=find_package -DGRAPHBLADE_CONSUMER_OPENMP=ON
                -DCMAKE_PREFIX_PATH=${prefix})
elseif(MODE STREQUAL "add_subdirectory")
  # The checkout without OpenMP (the consumer's choice: GRAPHBLADE_OPENMP=OFF) ...
  build_and_run(consumer-add_subdirectory -DGRAPHBLADE_CONSUMER_MODE=add_subdirectory
                -DGRAPHBLADE_CONSUMER_OPENMP=OFF -DGRAPHBLADE_CHECKOUT=${SOURCE_DIR})
  # ... installed from there: a serial graphblade, found with no OpenMP anywhere,
  set(prefix ${WORK}/prefix-serial)
  file(REMOVE_RECURSE ${prefix})
  run_step("install the serial graphblade" ${CMAKE_COMMAND} --install ${WORK}/consumer-add_subdirectory
           --prefix ${prefix} --component graphblade_development)
  build_and_run(consumer-serial-install -DGRAPHBLADE_CONSUMER_MODE=find_package -DGRAPHBLADE_CONSUMER_OPENMP=OFF
                -DCMAKE_PREFIX_PATH=${prefix})
  # ... which refuses find_package(graphblade COMPONENTS OpenMP).
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/package/consumer -B ${WORK}/consumer-wants-openmp
                          -G ${GENERATOR} -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DGRAPHBLADE_CONSUMER_MODE=find_package
                          -DGRAPHBLADE_CONSUMER_OPENMP=ON -DCMAKE_PREFIX_PATH=${prefix}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0 OR NOT "${out}${err}" MATCHES "installed without OpenMP")
    message(FATAL_ERROR "COMPONENTS OpenMP on a serial graphblade should fail naming OpenMP:\n${out}\n${err}")
  endif()
  message(STATUS "COMPONENTS OpenMP on a serial graphblade: refused, as it should be")
else()
  message(FATAL_ERROR "MODE must be find_package or add_subdirectory, not '${MODE}'")
endif()
