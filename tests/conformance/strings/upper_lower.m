u = upper('Hello World')
l = lower('Hello World')
