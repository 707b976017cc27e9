package dev.strided.processor.reading;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.strided.processor.diagnostic.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Anchors an error on an attribute of one of several {@code @Layout} annotations written directly
 * on a type. javac wraps them in a synthesized {@code @Layout.List} that is not in the source, so
 * {@code Messager} cannot find the attribute and falls back to the class; the compiler tree API
 * finds the ordinal-th {@code @Layout} and its attribute instead. Annotations are matched by their
 * resolved type, so an unrelated annotation that is also named {@code Layout} does not count.
 *
 * <pre>{@code
 * if (!TreeAnchor.print(processingEnv, request, diagnostic)) { messager.printMessage(...); }
 * }</pre>
 */
public final class TreeAnchor {
  private TreeAnchor() {}

  /**
   * Prints the error on the attribute's tree when the compiler tree API is available.
   *
   * @param env the processing environment
   * @param r the annotation
   * @param d the error
   * @return false when the tree could not be found (the caller uses {@code Messager})
   */
  public static boolean print(ProcessingEnvironment env, LayoutRequest r, Diagnostic d) {
    return print(env, r.type(), AnnotationReader.LAYOUT, r.ordinal(), d);
  }

  /**
   * Prints the error on the attribute of the {@code ordinal}-th annotation of one kind, such as a
   * repeated {@code @TiledCopy}, when the compiler tree API is available.
   *
   * @param env the processing environment
   * @param annotated the annotated type
   * @param annotationName the annotation's qualified name
   * @param ordinal its position among the type's annotations of that kind, from 0
   * @param d the error
   * @return false when the tree could not be found (the caller uses {@code Messager})
   */
  public static boolean print(ProcessingEnvironment env, TypeElement annotated,
      String annotationName, int ordinal, Diagnostic d) {
    Trees trees;
    try {
      trees = Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError e) {
      return false;
    }
    TreePath path = trees.getPath(annotated);
    if (path == null || !(path.getLeaf() instanceof ClassTree type)) {
      return false;
    }
    List<AnnotationTree> layouts = new ArrayList<>();
    TreePath modifiers = new TreePath(path, type.getModifiers());
    for (AnnotationTree a : type.getModifiers().getAnnotations()) {
      Element annotationType =
          trees.getElement(new TreePath(new TreePath(modifiers, a), a.getAnnotationType()));
      if (annotationType instanceof TypeElement t
          && t.getQualifiedName().contentEquals(annotationName)) {
        layouts.add(a);
      }
    }
    if (ordinal >= layouts.size()) {
      return false;
    }
    AnnotationTree annotation = layouts.get(ordinal);
    Tree target = annotation;
    for (ExpressionTree argument : annotation.getArguments()) {
      if (argument instanceof AssignmentTree assignment
          && assignment.getVariable() instanceof IdentifierTree id
          && id.getName().contentEquals(String.valueOf(d.attribute()))) {
        target = assignment.getExpression();
      }
    }
    trees.printMessage(d.tag().kind(), d.text(), target, path.getCompilationUnit());
    return true;
  }
}
