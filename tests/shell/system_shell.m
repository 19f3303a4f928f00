% system, unix and dos as Octave runs them (outside --sandbox, which
% refuses them): exit status, output printed or returned, setenv seen.
[s, o] = system('echo hi; exit 3')
s = system('echo yo')
[s, o] = system('echo a', true)
s = system('echo quiet', true)
system('printf "no newline"');
disp('after')
try, system(), catch e, disp(strtok(e.message, "\n")), end
try, system(3), catch e, disp(e.message), end
try, system('true', true, 'later'), catch e, disp(e.message), end
[s, o] = unix('echo u')
unix('echo v')
s = unix('echo w')
[s, o] = dos('echo d')
setenv('MATC_SHELL_TEST', 'seen'); system('echo $MATC_SHELL_TEST');
[s, o] = system('echo out; echo err 1>&2');
o
x = ls('-d', '.')
