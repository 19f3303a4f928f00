% a class in a class folder (@Stack/Stack.m)
s = Stack();
s = s.push(1);
s = s.push('two');
s = push(s, [3 3 3]);
disp(s.depth())
[s, top] = s.pop();
disp(top)
disp(depth(s))
class(s)
